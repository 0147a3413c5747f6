; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r615_byte () Int)
(declare-fun r615_0 () Int)
(declare-fun byte () Int)
(declare-fun w616_byte () Int)
(declare-fun w616_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s617_byte () Int)
(declare-fun s617_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s618_byte () Int)
(declare-fun s618_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s619_byte () Int)
(declare-fun s619_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s620_byte () Int)
(declare-fun s620_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s621_byte () Int)
(declare-fun s621_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s622_byte () Int)
(declare-fun s622_0 () Int)
(assert
 (let (($x108 (= byte (+ (+ 0 (* 4 (+ 0 (* r615_0 1)))) r615_byte))))
 (and (and (>= r615_0 0) (< r615_0 16)) (and (>= r615_byte 0) (< r615_byte 4)) $x108)))
(assert
 (let (($x610 (= byte (+ (+ 0 (* 4 (+ 0 (* w616_0 1)))) w616_byte))))
 (and (and (>= w616_0 0) (< w616_0 4)) (and (>= w616_byte 0) (< w616_byte 4)) $x610)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r615_0 1)))) held_byte0)))
(assert
 (let (($x290 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s617_0 1)))) s617_byte))))
 (and (and (>= s617_0 0) (< s617_0 16)) (and (>= s617_byte 0) (< s617_byte 4)) $x290)))
(assert
 (let (($x485 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x485)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s617_0 1)))) held_byte1)))
(assert
 (let (($x396 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s618_0 1)))) s618_byte))))
 (and (and (>= s618_0 0) (< s618_0 16)) (and (>= s618_byte 0) (< s618_byte 4)) $x396)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s618_0 1)))) held_byte2)))
(assert
 (let (($x226 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s619_0 1)))) s619_byte))))
 (and (and (>= s619_0 0) (< s619_0 16)) (and (>= s619_byte 0) (< s619_byte 4)) $x226)))
(assert
 (let (($x184 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x184)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s619_0 1)))) held_byte3)))
(assert
 (let (($x401 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s620_0 1)))) s620_byte))))
 (and (and (>= s620_0 0) (< s620_0 16)) (and (>= s620_byte 0) (< s620_byte 4)) $x401)))
(assert
 (let (($x331 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x331)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s620_0 1)))) held_byte4)))
(assert
 (let (($x244 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s621_0 1)))) s621_byte))))
 (and (and (>= s621_0 0) (< s621_0 16)) (and (>= s621_byte 0) (< s621_byte 4)) $x244)))
(assert
 (let (($x664 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x664)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s621_0 1)))) held_byte5)))
(assert
 (let (($x445 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s622_0 1)))) s622_byte))))
(and (and (>= s622_0 0) (< s622_0 4)) (and (>= s622_byte 0) (< s622_byte 4)) $x445)))
(check-sat)
