; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r68_byte () Int)
(declare-fun r68_1 () Int)
(declare-fun r68_0 () Int)
(declare-fun byte () Int)
(declare-fun w69_byte () Int)
(declare-fun w69_0 () Int)
(assert
 (let ((?x273 (+ 0 (* 4 (+ 0 (+ (* r68_0 8) (* r68_1 1)))))))
 (and (and (>= r68_0 0) (< r68_0 4)) (and (>= r68_1 0) (< r68_1 8)) (and (>= r68_byte 0) (< r68_byte 4)) (= byte (+ ?x273 r68_byte)))))
(assert
 (let (($x75 (= byte (+ (+ 0 (* 4 (+ 8 (* w69_0 1)))) w69_byte))))
 (and (and (>= w69_0 0) (< w69_0 8)) (and (>= w69_byte 0) (< w69_byte 4)) $x75)))
(assert
 (let (($x117 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x60 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x166 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x60 $x117)))
(or (or false) (not $x166))))))
(check-sat)
