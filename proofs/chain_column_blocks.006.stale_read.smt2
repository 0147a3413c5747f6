; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
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
(assert
 (let ((?x551 (+ 0 (* 4 (+ 0 (+ (* r913_0 32) (* r913_1 1)))))))
 (and (and (>= r913_0 0) (< r913_0 8)) (and (>= r913_1 0) (< r913_1 32)) (and (>= r913_byte 0) (< r913_byte 4)) (= byte (+ ?x551 r913_byte)))))
(assert
 (let ((?x267 (+ 0 (* 4 (+ 8 (+ (* w914_0 32) (* w914_1 1)))))))
 (and (and (>= w914_0 0) (< w914_0 8)) (and (>= w914_1 0) (< w914_1 8)) (and (>= w914_byte 0) (< w914_byte 4)) (= byte (+ ?x267 w914_byte)))))
(assert
 (let (($x327 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x676 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x450 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x676 $x327)))
 (let (($x638 (or false)))
 (or $x638 (not $x450)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x551 (+ 0 (* 4 (+ 0 (+ (* r913_0 32) (* r913_1 1)))))))
 (= carried0 (+ ?x551 held_byte0))))
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* s915_0 32) (* s915_1 1)))))))
 (and (and (>= s915_0 0) (< s915_0 8)) (and (>= s915_1 0) (< s915_1 32)) (and (>= s915_byte 0) (< s915_byte 4)) (= carried0 (+ ?x265 s915_byte)))))
(assert
 (let (($x518 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x393 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 8)))
 (let (($x695 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x393 $x518)))
 (let (($x638 (or false)))
 (or $x638 (not $x695)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* s915_0 32) (* s915_1 1)))))))
 (= carried1 (+ ?x265 held_byte1))))
(assert
 (let ((?x461 (+ 0 (* 4 (+ 24 (+ (* s916_0 32) (* s916_1 1)))))))
(and (and (>= s916_0 0) (< s916_0 8)) (and (>= s916_1 0) (< s916_1 8)) (and (>= s916_byte 0) (< s916_byte 4)) (= carried1 (+ ?x461 s916_byte)))))
(check-sat)
