; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r727_byte () Int)
(declare-fun r727_0 () Int)
(declare-fun byte () Int)
(declare-fun w728_byte () Int)
(declare-fun w728_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s729_byte () Int)
(declare-fun s729_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s730_byte () Int)
(declare-fun s730_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s731_byte () Int)
(declare-fun s731_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s732_byte () Int)
(declare-fun s732_0 () Int)
(assert
 (let (($x228 (= byte (+ (+ 0 (* 4 (+ 0 (* r727_0 1)))) r727_byte))))
 (and (and (>= r727_0 0) (< r727_0 16)) (and (>= r727_byte 0) (< r727_byte 4)) $x228)))
(assert
 (let (($x648 (= byte (+ (+ 0 (* 4 (+ 4 (* w728_0 1)))) w728_byte))))
 (and (and (>= w728_0 0) (< w728_0 4)) (and (>= w728_byte 0) (< w728_byte 4)) $x648)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r727_0 1)))) held_byte0)))
(assert
 (let (($x676 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s729_0 1)))) s729_byte))))
 (and (and (>= s729_0 0) (< s729_0 16)) (and (>= s729_byte 0) (< s729_byte 4)) $x676)))
(assert
 (let (($x625 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x625)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s729_0 1)))) held_byte1)))
(assert
 (let (($x664 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s730_0 1)))) s730_byte))))
 (and (and (>= s730_0 0) (< s730_0 16)) (and (>= s730_byte 0) (< s730_byte 4)) $x664)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s730_0 1)))) held_byte2)))
(assert
 (let (($x614 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s731_0 1)))) s731_byte))))
 (and (and (>= s731_0 0) (< s731_0 16)) (and (>= s731_byte 0) (< s731_byte 4)) $x614)))
(assert
 (let (($x162 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x162)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s731_0 1)))) held_byte3)))
(assert
 (let (($x73 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s732_0 1)))) s732_byte))))
(and (and (>= s732_0 0) (< s732_0 4)) (and (>= s732_byte 0) (< s732_byte 4)) $x73)))
(check-sat)
