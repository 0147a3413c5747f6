; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r591_byte () Int)
(declare-fun r591_0 () Int)
(declare-fun byte () Int)
(declare-fun w592_byte () Int)
(declare-fun w592_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s593_byte () Int)
(declare-fun s593_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s594_byte () Int)
(declare-fun s594_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s595_byte () Int)
(declare-fun s595_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s596_byte () Int)
(declare-fun s596_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s597_byte () Int)
(declare-fun s597_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s598_byte () Int)
(declare-fun s598_0 () Int)
(assert
 (let (($x607 (= byte (+ (+ 0 (* 4 (+ 0 (* r591_0 1)))) r591_byte))))
 (and (and (>= r591_0 0) (< r591_0 16)) (and (>= r591_byte 0) (< r591_byte 4)) $x607)))
(assert
 (let (($x415 (= byte (+ (+ 0 (* 4 (+ 0 (* w592_0 1)))) w592_byte))))
 (and (and (>= w592_0 0) (< w592_0 4)) (and (>= w592_byte 0) (< w592_byte 4)) $x415)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r591_0 1)))) held_byte0)))
(assert
 (let (($x134 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s593_0 1)))) s593_byte))))
 (and (and (>= s593_0 0) (< s593_0 16)) (and (>= s593_byte 0) (< s593_byte 4)) $x134)))
(assert
 (let (($x425 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x425)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s593_0 1)))) held_byte1)))
(assert
 (let (($x647 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s594_0 1)))) s594_byte))))
 (and (and (>= s594_0 0) (< s594_0 16)) (and (>= s594_byte 0) (< s594_byte 4)) $x647)))
(assert
 (let (($x418 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x418)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s594_0 1)))) held_byte2)))
(assert
 (let (($x676 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s595_0 1)))) s595_byte))))
 (and (and (>= s595_0 0) (< s595_0 4)) (and (>= s595_byte 0) (< s595_byte 4)) $x676)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s595_0 1)))) held_byte3)))
(assert
 (let (($x628 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s596_0 1)))) s596_byte))))
 (and (and (>= s596_0 0) (< s596_0 16)) (and (>= s596_byte 0) (< s596_byte 4)) $x628)))
(assert
 (let (($x352 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x352)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s596_0 1)))) held_byte4)))
(assert
 (let (($x681 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s597_0 1)))) s597_byte))))
 (and (and (>= s597_0 0) (< s597_0 16)) (and (>= s597_byte 0) (< s597_byte 4)) $x681)))
(assert
 (let (($x34 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x34)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s597_0 1)))) held_byte5)))
(assert
 (let (($x552 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s598_0 1)))) s598_byte))))
(and (and (>= s598_0 0) (< s598_0 4)) (and (>= s598_byte 0) (< s598_byte 4)) $x552)))
(check-sat)
