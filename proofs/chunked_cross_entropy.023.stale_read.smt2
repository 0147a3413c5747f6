; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r771_byte () Int)
(declare-fun r771_0 () Int)
(declare-fun byte () Int)
(declare-fun w772_byte () Int)
(declare-fun w772_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s773_byte () Int)
(declare-fun s773_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s774_byte () Int)
(declare-fun s774_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s775_byte () Int)
(declare-fun s775_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s776_byte () Int)
(declare-fun s776_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s777_byte () Int)
(declare-fun s777_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s778_byte () Int)
(declare-fun s778_0 () Int)
(assert
 (let (($x514 (= byte (+ (+ 0 (* 4 (+ 0 (* r771_0 1)))) r771_byte))))
 (and (and (>= r771_0 0) (< r771_0 16)) (and (>= r771_byte 0) (< r771_byte 4)) $x514)))
(assert
 (let (($x383 (= byte (+ (+ 0 (* 4 (+ 4 (* w772_0 1)))) w772_byte))))
 (and (and (>= w772_0 0) (< w772_0 4)) (and (>= w772_byte 0) (< w772_byte 4)) $x383)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r771_0 1)))) held_byte0)))
(assert
 (let (($x300 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s773_0 1)))) s773_byte))))
 (and (and (>= s773_0 0) (< s773_0 4)) (and (>= s773_byte 0) (< s773_byte 4)) $x300)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s773_0 1)))) held_byte1)))
(assert
 (let (($x703 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s774_0 1)))) s774_byte))))
 (and (and (>= s774_0 0) (< s774_0 16)) (and (>= s774_byte 0) (< s774_byte 4)) $x703)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s774_0 1)))) held_byte2)))
(assert
 (let (($x430 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s775_0 1)))) s775_byte))))
 (and (and (>= s775_0 0) (< s775_0 16)) (and (>= s775_byte 0) (< s775_byte 4)) $x430)))
(assert
 (let (($x574 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x574)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s775_0 1)))) held_byte3)))
(assert
 (let (($x625 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s776_0 1)))) s776_byte))))
 (and (and (>= s776_0 0) (< s776_0 16)) (and (>= s776_byte 0) (< s776_byte 4)) $x625)))
(assert
 (let (($x205 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x205)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s776_0 1)))) held_byte4)))
(assert
 (let (($x437 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s777_0 1)))) s777_byte))))
 (and (and (>= s777_0 0) (< s777_0 16)) (and (>= s777_byte 0) (< s777_byte 4)) $x437)))
(assert
 (let (($x370 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x370)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s777_0 1)))) held_byte5)))
(assert
 (let (($x255 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s778_0 1)))) s778_byte))))
(and (and (>= s778_0 0) (< s778_0 16)) (and (>= s778_byte 0) (< s778_byte 4)) $x255)))
(check-sat)
