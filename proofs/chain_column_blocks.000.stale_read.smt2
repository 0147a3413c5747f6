; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r334_byte () Int)
(declare-fun r334_1 () Int)
(declare-fun r334_0 () Int)
(declare-fun byte () Int)
(declare-fun w335_byte () Int)
(declare-fun w335_1 () Int)
(declare-fun w335_0 () Int)
(assert
 (let ((?x233 (+ 0 (* 4 (+ 0 (+ (* r334_0 32) (* r334_1 1)))))))
 (and (and (>= r334_0 0) (< r334_0 8)) (and (>= r334_1 0) (< r334_1 32)) (and (>= r334_byte 0) (< r334_byte 4)) (= byte (+ ?x233 r334_byte)))))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* w335_0 32) (* w335_1 1)))))))
 (and (and (>= w335_0 0) (< w335_0 8)) (and (>= w335_1 0) (< w335_1 8)) (and (>= w335_byte 0) (< w335_byte 4)) (= byte (+ ?x258 w335_byte)))))
(assert
 (let (($x93 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x269 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
(let (($x313 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x269 $x93)))
(or (or false) (not $x313))))))
(check-sat)
