; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r106_byte () Int)
(declare-fun r106_1 () Int)
(declare-fun r106_0 () Int)
(declare-fun byte () Int)
(declare-fun w107_byte () Int)
(declare-fun w107_0 () Int)
(assert
 (let ((?x217 (+ 0 (* 4 (+ 0 (+ (* r106_0 8) (* r106_1 1)))))))
 (and (and (>= r106_0 0) (< r106_0 4)) (and (>= r106_1 0) (< r106_1 8)) (and (>= r106_byte 0) (< r106_byte 4)) (= byte (+ ?x217 r106_byte)))))
(assert
 (let (($x107 (= byte (+ (+ 0 (* 4 (+ 8 (* w107_0 1)))) w107_byte))))
 (and (and (>= w107_0 0) (< w107_0 8)) (and (>= w107_byte 0) (< w107_byte 4)) $x107)))
(assert
 (let (($x277 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x85 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x307 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x85 $x277)))
(or (or false) (not $x307))))))
(check-sat)
