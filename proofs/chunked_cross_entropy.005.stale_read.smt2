; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r639_byte () Int)
(declare-fun r639_0 () Int)
(declare-fun byte () Int)
(declare-fun w640_byte () Int)
(declare-fun w640_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s641_byte () Int)
(declare-fun s641_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s642_byte () Int)
(declare-fun s642_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s643_byte () Int)
(declare-fun s643_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s644_byte () Int)
(declare-fun s644_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s645_byte () Int)
(declare-fun s645_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s646_byte () Int)
(declare-fun s646_0 () Int)
(assert
 (let (($x76 (= byte (+ (+ 0 (* 4 (+ 0 (* r639_0 1)))) r639_byte))))
 (and (and (>= r639_0 0) (< r639_0 16)) (and (>= r639_byte 0) (< r639_byte 4)) $x76)))
(assert
 (let (($x239 (= byte (+ (+ 0 (* 4 (+ 0 (* w640_0 1)))) w640_byte))))
 (and (and (>= w640_0 0) (< w640_0 4)) (and (>= w640_byte 0) (< w640_byte 4)) $x239)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r639_0 1)))) held_byte0)))
(assert
 (let (($x148 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s641_0 1)))) s641_byte))))
 (and (and (>= s641_0 0) (< s641_0 16)) (and (>= s641_byte 0) (< s641_byte 4)) $x148)))
(assert
 (let (($x485 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x485)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s641_0 1)))) held_byte1)))
(assert
 (let (($x241 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s642_0 1)))) s642_byte))))
 (and (and (>= s642_0 0) (< s642_0 16)) (and (>= s642_byte 0) (< s642_byte 4)) $x241)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s642_0 1)))) held_byte2)))
(assert
 (let (($x676 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s643_0 1)))) s643_byte))))
 (and (and (>= s643_0 0) (< s643_0 4)) (and (>= s643_byte 0) (< s643_byte 4)) $x676)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s643_0 1)))) held_byte3)))
(assert
 (let (($x169 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s644_0 1)))) s644_byte))))
 (and (and (>= s644_0 0) (< s644_0 16)) (and (>= s644_byte 0) (< s644_byte 4)) $x169)))
(assert
 (let (($x331 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x331)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s644_0 1)))) held_byte4)))
(assert
 (let (($x376 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s645_0 1)))) s645_byte))))
 (and (and (>= s645_0 0) (< s645_0 16)) (and (>= s645_byte 0) (< s645_byte 4)) $x376)))
(assert
 (let (($x416 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x416)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s645_0 1)))) held_byte5)))
(assert
 (let (($x191 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s646_0 1)))) s646_byte))))
(and (and (>= s646_0 0) (< s646_0 4)) (and (>= s646_byte 0) (< s646_byte 4)) $x191)))
(check-sat)
