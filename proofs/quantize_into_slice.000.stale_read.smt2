; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r867_byte () Int)
(declare-fun r867_1 () Int)
(declare-fun r867_0 () Int)
(declare-fun byte () Int)
(declare-fun w868_byte () Int)
(declare-fun w868_1 () Int)
(declare-fun w868_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s869_byte () Int)
(declare-fun s869_1 () Int)
(declare-fun s869_0 () Int)
(assert
 (let ((?x320 (+ 0 (* 1 (+ 0 (+ (* r867_0 16) (* r867_1 1)))))))
 (and (and (>= r867_0 0) (< r867_0 24)) (and (>= r867_1 0) (< r867_1 16)) (and (>= r867_byte 0) (< r867_byte 1)) (= byte (+ ?x320 r867_byte)))))
(assert
 (let ((?x309 (+ 0 (* 1 (+ 128 (+ (* w868_0 16) (* w868_1 1)))))))
 (and (and (>= w868_0 0) (< w868_0 8)) (and (>= w868_1 0) (< w868_1 16)) (and (>= w868_byte 0) (< w868_byte 1)) (= byte (+ ?x309 w868_byte)))))
(assert
 (let (($x293 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
 (let (($x446 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
 (let (($x23 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x446 $x293)))
 (or (or false) (not $x23))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 1))
(assert
 (let ((?x320 (+ 0 (* 1 (+ 0 (+ (* r867_0 16) (* r867_1 1)))))))
 (= carried0 (+ ?x320 held_byte0))))
(assert
 (let ((?x575 (+ 0 (* 1 (+ 0 (+ (* s869_0 16) (* s869_1 1)))))))
(and (and (>= s869_0 0) (< s869_0 24)) (and (>= s869_1 0) (< s869_1 16)) (and (>= s869_byte 0) (< s869_byte 1)) (= carried0 (+ ?x575 s869_byte)))))
(check-sat)
