; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r913_byte () Int)
(declare-fun r913_1 () Int)
(declare-fun r913_0 () Int)
(declare-fun byte () Int)
(declare-fun w914_byte () Int)
(declare-fun w914_1 () Int)
(declare-fun w914_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s915_byte () Int)
(declare-fun s915_1 () Int)
(declare-fun s915_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s916_byte () Int)
(declare-fun s916_1 () Int)
(declare-fun s916_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s917_byte () Int)
(declare-fun s917_1 () Int)
(declare-fun s917_0 () Int)
(assert
 (let ((?x363 (+ 0 (* 4 (+ 0 (+ (* r913_0 32) (* r913_1 1)))))))
 (and (and (>= r913_0 0) (< r913_0 8)) (and (>= r913_1 0) (< r913_1 32)) (and (>= r913_byte 0) (< r913_byte 4)) (= byte (+ ?x363 r913_byte)))))
(assert
 (let ((?x590 (+ 0 (* 4 (+ 8 (+ (* w914_0 32) (* w914_1 1)))))))
 (and (and (>= w914_0 0) (< w914_0 8)) (and (>= w914_1 0) (< w914_1 8)) (and (>= w914_byte 0) (< w914_byte 4)) (= byte (+ ?x590 w914_byte)))))
(assert
 (let (($x623 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x585 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x712 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x585 $x623)))
 (let (($x249 (or false)))
 (or $x249 (not $x712)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x363 (+ 0 (* 4 (+ 0 (+ (* r913_0 32) (* r913_1 1)))))))
 (= carried0 (+ ?x363 held_byte0))))
(assert
 (let ((?x498 (+ 0 (* 4 (+ 0 (+ (* s915_0 32) (* s915_1 1)))))))
 (and (and (>= s915_0 0) (< s915_0 8)) (and (>= s915_1 0) (< s915_1 32)) (and (>= s915_byte 0) (< s915_byte 4)) (= carried0 (+ ?x498 s915_byte)))))
(assert
 (let (($x300 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x209 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 8)))
 (let (($x632 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x209 $x300)))
 (let (($x249 (or false)))
 (or $x249 (not $x632)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x498 (+ 0 (* 4 (+ 0 (+ (* s915_0 32) (* s915_1 1)))))))
 (= carried1 (+ ?x498 held_byte1))))
(assert
 (let ((?x450 (+ 0 (* 4 (+ 0 (+ (* s916_0 32) (* s916_1 1)))))))
 (and (and (>= s916_0 0) (< s916_0 8)) (and (>= s916_1 0) (< s916_1 32)) (and (>= s916_byte 0) (< s916_byte 4)) (= carried1 (+ ?x450 s916_byte)))))
(assert
 (let (($x405 (= (mod (mod (- (div (- carried1 0) 4) 24) 32) 1) 0)))
 (let (($x620 (< (div (mod (- (div (- carried1 0) 4) 24) 32) 1) 8)))
 (let (($x615 (and (>= (- (div (- carried1 0) 4) 24) 0) (< (div (- (div (- carried1 0) 4) 24) 32) 8) $x620 $x405)))
 (let (($x249 (or false)))
 (or $x249 (not $x615)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x450 (+ 0 (* 4 (+ 0 (+ (* s916_0 32) (* s916_1 1)))))))
 (= carried2 (+ ?x450 held_byte2))))
(assert
 (let ((?x672 (+ 0 (* 4 (+ 0 (+ (* s917_0 32) (* s917_1 1)))))))
(and (and (>= s917_0 0) (< s917_0 8)) (and (>= s917_1 0) (< s917_1 32)) (and (>= s917_byte 0) (< s917_byte 4)) (= carried2 (+ ?x672 s917_byte)))))
(check-sat)
