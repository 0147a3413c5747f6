; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r108_byte () Int)
(declare-fun r108_1 () Int)
(declare-fun r108_0 () Int)
(declare-fun byte () Int)
(declare-fun w109_byte () Int)
(declare-fun w109_0 () Int)
(assert
 (let ((?x192 (+ 0 (* 4 (+ 0 (+ (* r108_0 8) (* r108_1 1)))))))
 (and (and (>= r108_0 0) (< r108_0 4)) (and (>= r108_1 0) (< r108_1 8)) (and (>= r108_byte 0) (< r108_byte 4)) (= byte (+ ?x192 r108_byte)))))
(assert
 (let (($x130 (= byte (+ (+ 0 (* 4 (+ 8 (* w109_0 1)))) w109_byte))))
 (and (and (>= w109_0 0) (< w109_0 8)) (and (>= w109_byte 0) (< w109_byte 4)) $x130)))
(assert
 (let (($x177 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x379 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x268 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x379 $x177)))
(or (or false) (not $x268))))))
(check-sat)
