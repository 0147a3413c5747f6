; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r60_byte () Int)
(declare-fun r60_1 () Int)
(declare-fun r60_0 () Int)
(declare-fun byte () Int)
(declare-fun w61_byte () Int)
(declare-fun w61_1 () Int)
(declare-fun w61_0 () Int)
(assert
 (let ((?x83 (+ 0 (* 4 (+ 0 (+ (* r60_0 8) (* r60_1 1)))))))
 (and (and (>= r60_0 0) (< r60_0 4)) (and (>= r60_1 0) (< r60_1 8)) (and (>= r60_byte 0) (< r60_byte 4)) (= byte (+ ?x83 r60_byte)))))
(assert
 (let ((?x240 (+ 0 (* 4 (+ 0 (+ (* w61_0 8) (* w61_1 1)))))))
 (and (and (>= w61_0 0) (< w61_0 4)) (and (>= w61_1 0) (< w61_1 4)) (and (>= w61_byte 0) (< w61_byte 4)) (= byte (+ ?x240 w61_byte)))))
(assert
 (let (($x151 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x168 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
(let (($x75 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x168 $x151)))
(or (or false) (not $x75))))))
(check-sat)
