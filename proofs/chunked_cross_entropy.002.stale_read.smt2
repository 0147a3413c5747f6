; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r619_byte () Int)
(declare-fun r619_0 () Int)
(declare-fun byte () Int)
(declare-fun w620_byte () Int)
(declare-fun w620_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s621_byte () Int)
(declare-fun s621_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s622_byte () Int)
(declare-fun s622_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s623_byte () Int)
(declare-fun s623_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s624_byte () Int)
(declare-fun s624_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s625_byte () Int)
(declare-fun s625_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s626_byte () Int)
(declare-fun s626_0 () Int)
(assert
 (let (($x587 (= byte (+ (+ 0 (* 4 (+ 0 (* r619_0 1)))) r619_byte))))
 (and (and (>= r619_0 0) (< r619_0 16)) (and (>= r619_byte 0) (< r619_byte 4)) $x587)))
(assert
 (let (($x141 (= byte (+ (+ 0 (* 4 (+ 0 (* w620_0 1)))) w620_byte))))
 (and (and (>= w620_0 0) (< w620_0 4)) (and (>= w620_byte 0) (< w620_byte 4)) $x141)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r619_0 1)))) held_byte0)))
(assert
 (let (($x566 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s621_0 1)))) s621_byte))))
 (and (and (>= s621_0 0) (< s621_0 16)) (and (>= s621_byte 0) (< s621_byte 4)) $x566)))
(assert
 (let (($x327 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x327)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s621_0 1)))) held_byte1)))
(assert
 (let (($x259 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s622_0 1)))) s622_byte))))
 (and (and (>= s622_0 0) (< s622_0 16)) (and (>= s622_byte 0) (< s622_byte 4)) $x259)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s622_0 1)))) held_byte2)))
(assert
 (let (($x421 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s623_0 1)))) s623_byte))))
 (and (and (>= s623_0 0) (< s623_0 16)) (and (>= s623_byte 0) (< s623_byte 4)) $x421)))
(assert
 (let (($x618 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x618)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s623_0 1)))) held_byte3)))
(assert
 (let (($x425 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s624_0 1)))) s624_byte))))
 (and (and (>= s624_0 0) (< s624_0 16)) (and (>= s624_byte 0) (< s624_byte 4)) $x425)))
(assert
 (let (($x109 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x109)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s624_0 1)))) held_byte4)))
(assert
 (let (($x102 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s625_0 1)))) s625_byte))))
 (and (and (>= s625_0 0) (< s625_0 16)) (and (>= s625_byte 0) (< s625_byte 4)) $x102)))
(assert
 (let (($x191 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x191)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s625_0 1)))) held_byte5)))
(assert
 (let (($x501 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s626_0 1)))) s626_byte))))
(and (and (>= s626_0 0) (< s626_0 4)) (and (>= s626_byte 0) (< s626_byte 4)) $x501)))
(check-sat)
