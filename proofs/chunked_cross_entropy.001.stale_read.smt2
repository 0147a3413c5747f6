; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r609_byte () Int)
(declare-fun r609_0 () Int)
(declare-fun byte () Int)
(declare-fun w610_byte () Int)
(declare-fun w610_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s611_byte () Int)
(declare-fun s611_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s612_byte () Int)
(declare-fun s612_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s613_byte () Int)
(declare-fun s613_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s614_byte () Int)
(declare-fun s614_0 () Int)
(assert
 (let (($x169 (= byte (+ (+ 0 (* 4 (+ 0 (* r609_0 1)))) r609_byte))))
 (and (and (>= r609_0 0) (< r609_0 16)) (and (>= r609_byte 0) (< r609_byte 4)) $x169)))
(assert
 (let (($x560 (= byte (+ (+ 0 (* 4 (+ 0 (* w610_0 1)))) w610_byte))))
 (and (and (>= w610_0 0) (< w610_0 4)) (and (>= w610_byte 0) (< w610_byte 4)) $x560)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r609_0 1)))) held_byte0)))
(assert
 (let (($x489 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s611_0 1)))) s611_byte))))
 (and (and (>= s611_0 0) (< s611_0 16)) (and (>= s611_byte 0) (< s611_byte 4)) $x489)))
(assert
 (let (($x485 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x485)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s611_0 1)))) held_byte1)))
(assert
 (let (($x418 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s612_0 1)))) s612_byte))))
 (and (and (>= s612_0 0) (< s612_0 16)) (and (>= s612_byte 0) (< s612_byte 4)) $x418)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s612_0 1)))) held_byte2)))
(assert
 (let (($x370 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s613_0 1)))) s613_byte))))
 (and (and (>= s613_0 0) (< s613_0 16)) (and (>= s613_byte 0) (< s613_byte 4)) $x370)))
(assert
 (let (($x184 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x184)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s613_0 1)))) held_byte3)))
(assert
 (let (($x92 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s614_0 1)))) s614_byte))))
(and (and (>= s614_0 0) (< s614_0 4)) (and (>= s614_byte 0) (< s614_byte 4)) $x92)))
(check-sat)
