; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r34_byte () Int)
(declare-fun r34_1 () Int)
(declare-fun r34_0 () Int)
(declare-fun byte () Int)
(declare-fun w35_byte () Int)
(declare-fun w35_0 () Int)
(assert
 (let ((?x105 (+ 0 (* 4 (+ 0 (+ (* r34_0 8) (* r34_1 1)))))))
 (and (and (>= r34_0 0) (< r34_0 4)) (and (>= r34_1 0) (< r34_1 8)) (and (>= r34_byte 0) (< r34_byte 4)) (= byte (+ ?x105 r34_byte)))))
(assert
 (let (($x225 (= byte (+ (+ 0 (* 4 (+ 16 (* w35_0 1)))) w35_byte))))
 (and (and (>= w35_0 0) (< w35_0 8)) (and (>= w35_byte 0) (< w35_byte 4)) $x225)))
(assert
 (let (($x120 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 8) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x120))))
(check-sat)
