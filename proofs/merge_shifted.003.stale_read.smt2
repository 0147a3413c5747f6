; program merge_shifted, triton_kernel_wrapper_functional_proxy.prefix_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy prefix_ptr=slice_2, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r365_byte () Int)
(declare-fun r365_1 () Int)
(declare-fun r365_0 () Int)
(declare-fun byte () Int)
(declare-fun w366_byte () Int)
(declare-fun w366_1 () Int)
(declare-fun w366_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s367_byte () Int)
(declare-fun s367_1 () Int)
(declare-fun s367_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s368_byte () Int)
(declare-fun s368_1 () Int)
(declare-fun s368_0 () Int)
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* r365_0 16) (* r365_1 1)))))))
 (and (and (>= r365_0 0) (< r365_0 8)) (and (>= r365_1 0) (< r365_1 16)) (and (>= r365_byte 0) (< r365_byte 4)) (= byte (+ ?x207 r365_byte)))))
(assert
 (let ((?x336 (+ 0 (* 4 (+ 0 (+ (* w366_0 16) (* w366_1 1)))))))
 (and (and (>= w366_0 0) (< w366_0 7)) (and (>= w366_1 0) (< w366_1 16)) (and (>= w366_byte 0) (< w366_byte 4)) (= byte (+ ?x336 w366_byte)))))
(assert
 (let (($x118 (= (mod (mod (- (div (- byte 0) 4) 16) 16) 1) 0)))
 (let (($x372 (< (div (mod (- (div (- byte 0) 4) 16) 16) 1) 16)))
 (let (($x76 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 16) 7) $x372 $x118)))
 (let (($x546 (or false)))
 (or $x546 (not $x76)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* r365_0 16) (* r365_1 1)))))))
 (= carried0 (+ ?x207 held_byte0))))
(assert
 (let ((?x465 (+ 0 (* 4 (+ 0 (+ (* s367_0 16) (* s367_1 1)))))))
 (and (and (>= s367_0 0) (< s367_0 8)) (and (>= s367_1 0) (< s367_1 16)) (and (>= s367_byte 0) (< s367_byte 4)) (= carried0 (+ ?x465 s367_byte)))))
(assert
 (let (($x553 (= (mod (mod (- (div (- carried0 0) 4) 0) 16) 1) 0)))
 (let (($x485 (< (div (mod (- (div (- carried0 0) 4) 0) 16) 1) 16)))
 (let (($x542 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 16) 7) $x485 $x553)))
 (let (($x546 (or false)))
 (or $x546 (not $x542)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x465 (+ 0 (* 4 (+ 0 (+ (* s367_0 16) (* s367_1 1)))))))
 (= carried1 (+ ?x465 held_byte1))))
(assert
 (let ((?x392 (+ 0 (* 4 (+ 0 (+ (* s368_0 16) (* s368_1 1)))))))
(and (and (>= s368_0 0) (< s368_0 8)) (and (>= s368_1 0) (< s368_1 16)) (and (>= s368_byte 0) (< s368_byte 4)) (= carried1 (+ ?x392 s368_byte)))))
(check-sat)
