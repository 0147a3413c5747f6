; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r767_byte () Int)
(declare-fun r767_0 () Int)
(declare-fun byte () Int)
(declare-fun w768_byte () Int)
(declare-fun w768_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s769_byte () Int)
(declare-fun s769_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s770_byte () Int)
(declare-fun s770_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s771_byte () Int)
(declare-fun s771_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s772_byte () Int)
(declare-fun s772_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s773_byte () Int)
(declare-fun s773_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s774_byte () Int)
(declare-fun s774_0 () Int)
(assert
 (let (($x192 (= byte (+ (+ 0 (* 4 (+ 0 (* r767_0 1)))) r767_byte))))
 (and (and (>= r767_0 0) (< r767_0 16)) (and (>= r767_byte 0) (< r767_byte 4)) $x192)))
(assert
 (let (($x669 (= byte (+ (+ 0 (* 4 (+ 4 (* w768_0 1)))) w768_byte))))
 (and (and (>= w768_0 0) (< w768_0 4)) (and (>= w768_byte 0) (< w768_byte 4)) $x669)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r767_0 1)))) held_byte0)))
(assert
 (let (($x385 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s769_0 1)))) s769_byte))))
 (and (and (>= s769_0 0) (< s769_0 4)) (and (>= s769_byte 0) (< s769_byte 4)) $x385)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s769_0 1)))) held_byte1)))
(assert
 (let (($x708 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s770_0 1)))) s770_byte))))
 (and (and (>= s770_0 0) (< s770_0 16)) (and (>= s770_byte 0) (< s770_byte 4)) $x708)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s770_0 1)))) held_byte2)))
(assert
 (let (($x219 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s771_0 1)))) s771_byte))))
 (and (and (>= s771_0 0) (< s771_0 16)) (and (>= s771_byte 0) (< s771_byte 4)) $x219)))
(assert
 (let (($x589 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x589)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s771_0 1)))) held_byte3)))
(assert
 (let (($x316 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s772_0 1)))) s772_byte))))
 (and (and (>= s772_0 0) (< s772_0 16)) (and (>= s772_byte 0) (< s772_byte 4)) $x316)))
(assert
 (let (($x608 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x608)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s772_0 1)))) held_byte4)))
(assert
 (let (($x217 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s773_0 1)))) s773_byte))))
 (and (and (>= s773_0 0) (< s773_0 16)) (and (>= s773_byte 0) (< s773_byte 4)) $x217)))
(assert
 (let (($x606 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x606)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s773_0 1)))) held_byte5)))
(assert
 (let (($x664 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s774_0 1)))) s774_byte))))
(and (and (>= s774_0 0) (< s774_0 16)) (and (>= s774_byte 0) (< s774_byte 4)) $x664)))
(check-sat)
