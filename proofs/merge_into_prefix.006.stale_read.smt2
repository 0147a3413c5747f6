; program merge_into_prefix, triton_kernel_wrapper_functional_proxy.prefix_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy prefix_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r349_byte () Int)
(declare-fun r349_1 () Int)
(declare-fun r349_0 () Int)
(declare-fun byte () Int)
(declare-fun w350_byte () Int)
(declare-fun w350_1 () Int)
(declare-fun w350_0 () Int)
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* r349_0 16) (* r349_1 1)))))))
 (and (and (>= r349_0 0) (< r349_0 8)) (and (>= r349_1 0) (< r349_1 16)) (and (>= r349_byte 0) (< r349_byte 4)) (= byte (+ ?x265 r349_byte)))))
(assert
 (let ((?x262 (+ 0 (* 4 (+ 32 (+ (* w350_0 16) (* w350_1 1)))))))
 (and (and (>= w350_0 0) (< w350_0 4)) (and (>= w350_1 0) (< w350_1 16)) (and (>= w350_byte 0) (< w350_byte 4)) (= byte (+ ?x262 w350_byte)))))
(assert
 (let (($x408 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x509 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x420 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x509 $x408)))
(or (or false) (not $x420))))))
(check-sat)
