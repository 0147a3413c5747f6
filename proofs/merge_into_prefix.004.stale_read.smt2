; program merge_into_prefix, triton_kernel_wrapper_functional_proxy.prefix_ptr: stale read (slice_scatter reads getitem vs triton_kernel_wrapper_functional_proxy prefix_ptr=slice_2, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r343_byte () Int)
(declare-fun r343_1 () Int)
(declare-fun r343_0 () Int)
(declare-fun byte () Int)
(declare-fun w344_byte () Int)
(declare-fun w344_1 () Int)
(declare-fun w344_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s345_byte () Int)
(declare-fun s345_1 () Int)
(declare-fun s345_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s346_byte () Int)
(declare-fun s346_1 () Int)
(declare-fun s346_0 () Int)
(assert
 (let ((?x164 (+ 0 (* 4 (+ 32 (+ (* r343_0 16) (* r343_1 1)))))))
 (and (and (>= r343_0 0) (< r343_0 4)) (and (>= r343_1 0) (< r343_1 16)) (and (>= r343_byte 0) (< r343_byte 4)) (= byte (+ ?x164 r343_byte)))))
(assert
 (let ((?x347 (+ 0 (* 4 (+ 32 (+ (* w344_0 16) (* w344_1 1)))))))
 (and (and (>= w344_0 0) (< w344_0 4)) (and (>= w344_1 0) (< w344_1 16)) (and (>= w344_byte 0) (< w344_byte 4)) (= byte (+ ?x347 w344_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x164 (+ 0 (* 4 (+ 32 (+ (* r343_0 16) (* r343_1 1)))))))
 (= carried0 (+ ?x164 held_byte0))))
(assert
 (let ((?x473 (+ 0 (* 4 (+ 0 (+ (* s345_0 16) (* s345_1 1)))))))
 (and (and (>= s345_0 0) (< s345_0 8)) (and (>= s345_1 0) (< s345_1 16)) (and (>= s345_byte 0) (< s345_byte 4)) (= carried0 (+ ?x473 s345_byte)))))
(assert
 (let (($x463 (= (mod (mod (- (div (- carried0 0) 4) 32) 16) 1) 0)))
 (let (($x405 (< (div (mod (- (div (- carried0 0) 4) 32) 16) 1) 16)))
 (let (($x542 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 16) 4) $x405 $x463)))
 (or (or false) (not $x542))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x473 (+ 0 (* 4 (+ 0 (+ (* s345_0 16) (* s345_1 1)))))))
 (= carried1 (+ ?x473 held_byte1))))
(assert
 (let ((?x328 (+ 0 (* 4 (+ 0 (+ (* s346_0 16) (* s346_1 1)))))))
(and (and (>= s346_0 0) (< s346_0 8)) (and (>= s346_1 0) (< s346_1 16)) (and (>= s346_byte 0) (< s346_byte 4)) (= carried1 (+ ?x328 s346_byte)))))
(check-sat)
