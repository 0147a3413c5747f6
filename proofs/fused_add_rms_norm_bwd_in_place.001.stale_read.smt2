; program fused_add_rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r916_byte () Int)
(declare-fun r916_1 () Int)
(declare-fun r916_0 () Int)
(declare-fun byte () Int)
(declare-fun w917_byte () Int)
(declare-fun w917_1 () Int)
(declare-fun w917_0 () Int)
(assert
 (let ((?x322 (+ 0 (* 4 (+ 0 (+ (* r916_0 16) (* r916_1 1)))))))
 (and (and (>= r916_0 0) (< r916_0 4)) (and (>= r916_1 0) (< r916_1 16)) (and (>= r916_byte 0) (< r916_byte 4)) (= byte (+ ?x322 r916_byte)))))
(assert
 (let ((?x346 (+ 0 (* 4 (+ 0 (+ (* w917_0 16) (* w917_1 1)))))))
 (and (and (>= w917_0 0) (< w917_0 4)) (and (>= w917_1 0) (< w917_1 16)) (and (>= w917_byte 0) (< w917_byte 4)) (= byte (+ ?x346 w917_byte)))))
(assert
 (let (($x596 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x250 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x492 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x250 $x596)))
(or (or false) (not $x492))))))
(check-sat)
