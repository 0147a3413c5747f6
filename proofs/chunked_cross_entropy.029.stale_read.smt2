; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r807_byte () Int)
(declare-fun r807_0 () Int)
(declare-fun byte () Int)
(declare-fun w808_byte () Int)
(declare-fun w808_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s809_byte () Int)
(declare-fun s809_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s810_byte () Int)
(declare-fun s810_0 () Int)
(assert
 (let (($x636 (= byte (+ (+ 0 (* 4 (+ 0 (* r807_0 1)))) r807_byte))))
 (and (and (>= r807_0 0) (< r807_0 16)) (and (>= r807_byte 0) (< r807_byte 4)) $x636)))
(assert
 (let (($x615 (= byte (+ (+ 0 (* 4 (+ 8 (* w808_0 1)))) w808_byte))))
 (and (and (>= w808_0 0) (< w808_0 4)) (and (>= w808_byte 0) (< w808_byte 4)) $x615)))
(assert
 (let (($x643 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x643)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r807_0 1)))) held_byte0)))
(assert
 (let (($x146 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s809_0 1)))) s809_byte))))
 (and (and (>= s809_0 0) (< s809_0 16)) (and (>= s809_byte 0) (< s809_byte 4)) $x146)))
(assert
 (let (($x567 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 4) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x567)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s809_0 1)))) held_byte1)))
(assert
 (let (($x622 (= carried1 (+ (+ 0 (* 4 (+ 12 (* s810_0 1)))) s810_byte))))
(and (and (>= s810_0 0) (< s810_0 4)) (and (>= s810_byte 0) (< s810_byte 4)) $x622)))
(check-sat)
