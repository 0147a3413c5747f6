; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r783_byte () Int)
(declare-fun r783_0 () Int)
(declare-fun byte () Int)
(declare-fun w784_byte () Int)
(declare-fun w784_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s785_byte () Int)
(declare-fun s785_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s786_byte () Int)
(declare-fun s786_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s787_byte () Int)
(declare-fun s787_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s788_byte () Int)
(declare-fun s788_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s789_byte () Int)
(declare-fun s789_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s790_byte () Int)
(declare-fun s790_0 () Int)
(assert
 (let (($x401 (= byte (+ (+ 0 (* 4 (+ 0 (* r783_0 1)))) r783_byte))))
 (and (and (>= r783_0 0) (< r783_0 16)) (and (>= r783_byte 0) (< r783_byte 4)) $x401)))
(assert
 (let (($x639 (= byte (+ (+ 0 (* 4 (+ 4 (* w784_0 1)))) w784_byte))))
 (and (and (>= w784_0 0) (< w784_0 4)) (and (>= w784_byte 0) (< w784_byte 4)) $x639)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r783_0 1)))) held_byte0)))
(assert
 (let (($x221 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s785_0 1)))) s785_byte))))
 (and (and (>= s785_0 0) (< s785_0 4)) (and (>= s785_byte 0) (< s785_byte 4)) $x221)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s785_0 1)))) held_byte1)))
(assert
 (let (($x280 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s786_0 1)))) s786_byte))))
 (and (and (>= s786_0 0) (< s786_0 16)) (and (>= s786_byte 0) (< s786_byte 4)) $x280)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s786_0 1)))) held_byte2)))
(assert
 (let (($x686 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s787_0 1)))) s787_byte))))
 (and (and (>= s787_0 0) (< s787_0 4)) (and (>= s787_byte 0) (< s787_byte 4)) $x686)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s787_0 1)))) held_byte3)))
(assert
 (let (($x490 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s788_0 1)))) s788_byte))))
 (and (and (>= s788_0 0) (< s788_0 16)) (and (>= s788_byte 0) (< s788_byte 4)) $x490)))
(assert
 (let (($x608 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x608)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s788_0 1)))) held_byte4)))
(assert
 (let (($x465 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s789_0 1)))) s789_byte))))
 (and (and (>= s789_0 0) (< s789_0 16)) (and (>= s789_byte 0) (< s789_byte 4)) $x465)))
(assert
 (let (($x188 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x188)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s789_0 1)))) held_byte5)))
(assert
 (let (($x313 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s790_0 1)))) s790_byte))))
(and (and (>= s790_0 0) (< s790_0 16)) (and (>= s790_byte 0) (< s790_byte 4)) $x313)))
(check-sat)
