; program merge_shifted, triton_kernel_wrapper_functional_proxy.prefix_ptr: stale read (slice_scatter reads getitem vs triton_kernel_wrapper_functional_proxy prefix_ptr=slice_2, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r369_byte () Int)
(declare-fun r369_1 () Int)
(declare-fun r369_0 () Int)
(declare-fun byte () Int)
(declare-fun w370_byte () Int)
(declare-fun w370_1 () Int)
(declare-fun w370_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s371_byte () Int)
(declare-fun s371_1 () Int)
(declare-fun s371_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s372_byte () Int)
(declare-fun s372_1 () Int)
(declare-fun s372_0 () Int)
(assert
 (let ((?x434 (+ 0 (* 4 (+ 16 (+ (* r369_0 16) (* r369_1 1)))))))
 (and (and (>= r369_0 0) (< r369_0 7)) (and (>= r369_1 0) (< r369_1 16)) (and (>= r369_byte 0) (< r369_byte 4)) (= byte (+ ?x434 r369_byte)))))
(assert
 (let ((?x106 (+ 0 (* 4 (+ 0 (+ (* w370_0 16) (* w370_1 1)))))))
 (and (and (>= w370_0 0) (< w370_0 7)) (and (>= w370_1 0) (< w370_1 16)) (and (>= w370_byte 0) (< w370_byte 4)) (= byte (+ ?x106 w370_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x434 (+ 0 (* 4 (+ 16 (+ (* r369_0 16) (* r369_1 1)))))))
 (= carried0 (+ ?x434 held_byte0))))
(assert
 (let ((?x306 (+ 0 (* 4 (+ 0 (+ (* s371_0 16) (* s371_1 1)))))))
 (and (and (>= s371_0 0) (< s371_0 8)) (and (>= s371_1 0) (< s371_1 16)) (and (>= s371_byte 0) (< s371_byte 4)) (= carried0 (+ ?x306 s371_byte)))))
(assert
 (let (($x553 (= (mod (mod (- (div (- carried0 0) 4) 0) 16) 1) 0)))
 (let (($x485 (< (div (mod (- (div (- carried0 0) 4) 0) 16) 1) 16)))
 (let (($x542 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 16) 7) $x485 $x553)))
 (or (or false) (not $x542))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x306 (+ 0 (* 4 (+ 0 (+ (* s371_0 16) (* s371_1 1)))))))
 (= carried1 (+ ?x306 held_byte1))))
(assert
 (let ((?x479 (+ 0 (* 4 (+ 0 (+ (* s372_0 16) (* s372_1 1)))))))
(and (and (>= s372_0 0) (< s372_0 8)) (and (>= s372_1 0) (< s372_1 16)) (and (>= s372_byte 0) (< s372_byte 4)) (= carried1 (+ ?x479 s372_byte)))))
(check-sat)
