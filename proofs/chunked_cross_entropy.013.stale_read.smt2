; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r701_byte () Int)
(declare-fun r701_0 () Int)
(declare-fun byte () Int)
(declare-fun w702_byte () Int)
(declare-fun w702_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s703_byte () Int)
(declare-fun s703_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s704_byte () Int)
(declare-fun s704_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s705_byte () Int)
(declare-fun s705_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s706_byte () Int)
(declare-fun s706_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s707_byte () Int)
(declare-fun s707_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s708_byte () Int)
(declare-fun s708_0 () Int)
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 0 (* r701_0 1)))) r701_byte))))
 (and (and (>= r701_0 0) (< r701_0 16)) (and (>= r701_byte 0) (< r701_byte 4)) $x143)))
(assert
 (let (($x155 (= byte (+ (+ 0 (* 4 (+ 0 (* w702_0 1)))) w702_byte))))
 (and (and (>= w702_0 0) (< w702_0 4)) (and (>= w702_byte 0) (< w702_byte 4)) $x155)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r701_0 1)))) held_byte0)))
(assert
 (let (($x210 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s703_0 1)))) s703_byte))))
 (and (and (>= s703_0 0) (< s703_0 4)) (and (>= s703_byte 0) (< s703_byte 4)) $x210)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s703_0 1)))) held_byte1)))
(assert
 (let (($x407 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s704_0 1)))) s704_byte))))
 (and (and (>= s704_0 0) (< s704_0 16)) (and (>= s704_byte 0) (< s704_byte 4)) $x407)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s704_0 1)))) held_byte2)))
(assert
 (let (($x316 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s705_0 1)))) s705_byte))))
 (and (and (>= s705_0 0) (< s705_0 4)) (and (>= s705_byte 0) (< s705_byte 4)) $x316)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s705_0 1)))) held_byte3)))
(assert
 (let (($x222 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s706_0 1)))) s706_byte))))
 (and (and (>= s706_0 0) (< s706_0 16)) (and (>= s706_byte 0) (< s706_byte 4)) $x222)))
(assert
 (let (($x239 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x239)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s706_0 1)))) held_byte4)))
(assert
 (let (($x309 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s707_0 1)))) s707_byte))))
 (and (and (>= s707_0 0) (< s707_0 16)) (and (>= s707_byte 0) (< s707_byte 4)) $x309)))
(assert
 (let (($x367 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x367)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s707_0 1)))) held_byte5)))
(assert
 (let (($x365 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s708_0 1)))) s708_byte))))
 (and (and (>= s708_0 0) (< s708_0 16)) (and (>= s708_byte 0) (< s708_byte 4)) $x365)))
(assert
 (let (($x657 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x310 (or false)))
(or $x310 (not $x657)))))
(check-sat)
