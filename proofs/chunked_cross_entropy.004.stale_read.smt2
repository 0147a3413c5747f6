; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r583_byte () Int)
(declare-fun r583_0 () Int)
(declare-fun byte () Int)
(declare-fun w584_byte () Int)
(declare-fun w584_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s585_byte () Int)
(declare-fun s585_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s586_byte () Int)
(declare-fun s586_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s587_byte () Int)
(declare-fun s587_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s588_byte () Int)
(declare-fun s588_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s589_byte () Int)
(declare-fun s589_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s590_byte () Int)
(declare-fun s590_0 () Int)
(assert
 (let (($x175 (= byte (+ (+ 0 (* 4 (+ 0 (* r583_0 1)))) r583_byte))))
 (and (and (>= r583_0 0) (< r583_0 16)) (and (>= r583_byte 0) (< r583_byte 4)) $x175)))
(assert
 (let (($x174 (= byte (+ (+ 0 (* 4 (+ 0 (* w584_0 1)))) w584_byte))))
 (and (and (>= w584_0 0) (< w584_0 4)) (and (>= w584_byte 0) (< w584_byte 4)) $x174)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r583_0 1)))) held_byte0)))
(assert
 (let (($x145 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s585_0 1)))) s585_byte))))
 (and (and (>= s585_0 0) (< s585_0 16)) (and (>= s585_byte 0) (< s585_byte 4)) $x145)))
(assert
 (let (($x425 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x425)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s585_0 1)))) held_byte1)))
(assert
 (let (($x621 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s586_0 1)))) s586_byte))))
 (and (and (>= s586_0 0) (< s586_0 16)) (and (>= s586_byte 0) (< s586_byte 4)) $x621)))
(assert
 (let (($x418 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x418)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s586_0 1)))) held_byte2)))
(assert
 (let (($x649 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s587_0 1)))) s587_byte))))
 (and (and (>= s587_0 0) (< s587_0 16)) (and (>= s587_byte 0) (< s587_byte 4)) $x649)))
(assert
 (let (($x293 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x293)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s587_0 1)))) held_byte3)))
(assert
 (let (($x110 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s588_0 1)))) s588_byte))))
 (and (and (>= s588_0 0) (< s588_0 16)) (and (>= s588_byte 0) (< s588_byte 4)) $x110)))
(assert
 (let (($x352 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x352)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s588_0 1)))) held_byte4)))
(assert
 (let (($x580 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s589_0 1)))) s589_byte))))
 (and (and (>= s589_0 0) (< s589_0 4)) (and (>= s589_byte 0) (< s589_byte 4)) $x580)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s589_0 1)))) held_byte5)))
(assert
 (let (($x519 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s590_0 1)))) s590_byte))))
 (and (and (>= s590_0 0) (< s590_0 16)) (and (>= s590_byte 0) (< s590_byte 4)) $x519)))
(assert
 (let (($x528 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x392 (or false)))
(or $x392 (not $x528)))))
(check-sat)
