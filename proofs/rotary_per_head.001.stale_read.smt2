; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r378_byte () Int)
(declare-fun r378_1 () Int)
(declare-fun r378_0 () Int)
(declare-fun byte () Int)
(declare-fun w379_byte () Int)
(declare-fun w379_1 () Int)
(declare-fun w379_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s380_byte () Int)
(declare-fun s380_1 () Int)
(declare-fun s380_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s381_byte () Int)
(declare-fun s381_1 () Int)
(declare-fun s381_0 () Int)
(assert
 (let ((?x491 (+ 0 (* 4 (+ 0 (+ (* r378_0 16) (* r378_1 1)))))))
 (and (and (>= r378_0 0) (< r378_0 8)) (and (>= r378_1 0) (< r378_1 16)) (and (>= r378_byte 0) (< r378_byte 4)) (= byte (+ ?x491 r378_byte)))))
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* w379_0 16) (* w379_1 1)))))))
 (and (and (>= w379_0 0) (< w379_0 8)) (and (>= w379_1 0) (< w379_1 8)) (and (>= w379_byte 0) (< w379_byte 4)) (= byte (+ ?x174 w379_byte)))))
(assert
 (let (($x103 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x28 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x608 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x28 $x103)))
 (let (($x624 (or false)))
 (or $x624 (not $x608)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x491 (+ 0 (* 4 (+ 0 (+ (* r378_0 16) (* r378_1 1)))))))
 (= carried0 (+ ?x491 held_byte0))))
(assert
 (let ((?x76 (+ 0 (* 4 (+ 0 (+ (* s380_0 16) (* s380_1 1)))))))
 (and (and (>= s380_0 0) (< s380_0 8)) (and (>= s380_1 0) (< s380_1 16)) (and (>= s380_byte 0) (< s380_byte 4)) (= carried0 (+ ?x76 s380_byte)))))
(assert
 (let (($x193 (= (mod (mod (- (div (- carried0 0) 4) 8) 16) 1) 0)))
 (let (($x607 (< (div (mod (- (div (- carried0 0) 4) 8) 16) 1) 8)))
 (let (($x614 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 16) 8) $x607 $x193)))
 (let (($x624 (or false)))
 (or $x624 (not $x614)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x76 (+ 0 (* 4 (+ 0 (+ (* s380_0 16) (* s380_1 1)))))))
 (= carried1 (+ ?x76 held_byte1))))
(assert
 (let ((?x249 (+ 0 (* 4 (+ 0 (+ (* s381_0 16) (* s381_1 1)))))))
(and (and (>= s381_0 0) (< s381_0 8)) (and (>= s381_1 0) (< s381_1 16)) (and (>= s381_byte 0) (< s381_byte 4)) (= carried1 (+ ?x249 s381_byte)))))
(check-sat)
