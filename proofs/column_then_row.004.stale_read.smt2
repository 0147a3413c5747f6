; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r121_byte () Int)
(declare-fun r121_1 () Int)
(declare-fun r121_0 () Int)
(declare-fun byte () Int)
(declare-fun w122_byte () Int)
(declare-fun w122_0 () Int)
(assert
 (let ((?x146 (+ 0 (* 4 (+ 0 (+ (* r121_0 8) (* r121_1 1)))))))
 (and (and (>= r121_0 0) (< r121_0 4)) (and (>= r121_1 0) (< r121_1 8)) (and (>= r121_byte 0) (< r121_byte 4)) (= byte (+ ?x146 r121_byte)))))
(assert
 (let (($x30 (= byte (+ (+ 0 (* 4 (+ 8 (* w122_0 1)))) w122_byte))))
 (and (and (>= w122_0 0) (< w122_0 8)) (and (>= w122_byte 0) (< w122_byte 4)) $x30)))
(assert
 (let (($x358 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x312 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x445 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x312 $x358)))
(or (or false) (not $x445))))))
(check-sat)
