; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r62_byte () Int)
(declare-fun r62_1 () Int)
(declare-fun r62_0 () Int)
(declare-fun byte () Int)
(declare-fun w63_byte () Int)
(declare-fun w63_1 () Int)
(declare-fun w63_0 () Int)
(assert
 (let ((?x86 (+ 0 (* 4 (+ 0 (+ (* r62_0 8) (* r62_1 1)))))))
 (and (and (>= r62_0 0) (< r62_0 4)) (and (>= r62_1 0) (< r62_1 8)) (and (>= r62_byte 0) (< r62_byte 4)) (= byte (+ ?x86 r62_byte)))))
(assert
 (let ((?x22 (+ 0 (* 4 (+ 0 (+ (* w63_0 8) (* w63_1 1)))))))
 (and (and (>= w63_0 0) (< w63_0 4)) (and (>= w63_1 0) (< w63_1 4)) (and (>= w63_byte 0) (< w63_byte 4)) (= byte (+ ?x22 w63_byte)))))
(assert
 (let (($x143 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x188 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
(let (($x142 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x188 $x143)))
(or (or false) (not $x142))))))
(check-sat)
