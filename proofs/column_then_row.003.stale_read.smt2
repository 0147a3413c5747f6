; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r84_byte () Int)
(declare-fun r84_1 () Int)
(declare-fun r84_0 () Int)
(declare-fun byte () Int)
(declare-fun w85_byte () Int)
(declare-fun w85_0 () Int)
(assert
 (let ((?x235 (+ 0 (* 4 (+ 0 (+ (* r84_0 8) (* r84_1 1)))))))
 (and (and (>= r84_0 0) (< r84_0 4)) (and (>= r84_1 0) (< r84_1 8)) (and (>= r84_byte 0) (< r84_byte 4)) (= byte (+ ?x235 r84_byte)))))
(assert
 (let (($x73 (= byte (+ (+ 0 (* 4 (+ 8 (* w85_0 1)))) w85_byte))))
 (and (and (>= w85_0 0) (< w85_0 8)) (and (>= w85_byte 0) (< w85_byte 4)) $x73)))
(assert
 (let (($x277 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x110 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x79 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x110 $x277)))
(or (or false) (not $x79))))))
(check-sat)
