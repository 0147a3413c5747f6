; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r671_byte () Int)
(declare-fun r671_0 () Int)
(declare-fun byte () Int)
(declare-fun w672_byte () Int)
(declare-fun w672_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s673_byte () Int)
(declare-fun s673_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s674_byte () Int)
(declare-fun s674_0 () Int)
(assert
 (let (($x530 (= byte (+ (+ 0 (* 4 (+ 0 (* r671_0 1)))) r671_byte))))
 (and (and (>= r671_0 0) (< r671_0 16)) (and (>= r671_byte 0) (< r671_byte 4)) $x530)))
(assert
 (let (($x349 (= byte (+ (+ 0 (* 4 (+ 4 (* w672_0 1)))) w672_byte))))
 (and (and (>= w672_0 0) (< w672_0 4)) (and (>= w672_byte 0) (< w672_byte 4)) $x349)))
(assert
 (let (($x536 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x536)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r671_0 1)))) held_byte0)))
(assert
 (let (($x63 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s673_0 1)))) s673_byte))))
 (and (and (>= s673_0 0) (< s673_0 16)) (and (>= s673_byte 0) (< s673_byte 4)) $x63)))
(assert
 (let (($x102 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x102)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s673_0 1)))) held_byte1)))
(assert
 (let (($x224 (= carried1 (+ (+ 0 (* 4 (+ 8 (* s674_0 1)))) s674_byte))))
(and (and (>= s674_0 0) (< s674_0 4)) (and (>= s674_byte 0) (< s674_byte 4)) $x224)))
(check-sat)
