; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r348_byte () Int)
(declare-fun r348_1 () Int)
(declare-fun r348_0 () Int)
(declare-fun byte () Int)
(declare-fun w349_byte () Int)
(declare-fun w349_1 () Int)
(declare-fun w349_0 () Int)
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* r348_0 16) (* r348_1 1)))))))
 (and (and (>= r348_0 0) (< r348_0 4)) (and (>= r348_1 0) (< r348_1 16)) (and (>= r348_byte 0) (< r348_byte 4)) (= byte (+ ?x367 r348_byte)))))
(assert
 (let ((?x368 (+ 0 (* 4 (+ 0 (+ (* w349_0 16) (* w349_1 1)))))))
 (and (and (>= w349_0 0) (< w349_0 4)) (and (>= w349_1 0) (< w349_1 16)) (and (>= w349_byte 0) (< w349_byte 4)) (= byte (+ ?x368 w349_byte)))))
(assert
 (let (($x284 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x286 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x140 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x286 $x284)))
(or (or false) (not $x140))))))
(check-sat)
