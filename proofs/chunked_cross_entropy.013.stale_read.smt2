; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r705_byte () Int)
(declare-fun r705_0 () Int)
(declare-fun byte () Int)
(declare-fun w706_byte () Int)
(declare-fun w706_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s707_byte () Int)
(declare-fun s707_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s708_byte () Int)
(declare-fun s708_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s709_byte () Int)
(declare-fun s709_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s710_byte () Int)
(declare-fun s710_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s711_byte () Int)
(declare-fun s711_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s712_byte () Int)
(declare-fun s712_0 () Int)
(assert
 (let (($x668 (= byte (+ (+ 0 (* 4 (+ 0 (* r705_0 1)))) r705_byte))))
 (and (and (>= r705_0 0) (< r705_0 16)) (and (>= r705_byte 0) (< r705_byte 4)) $x668)))
(assert
 (let (($x75 (= byte (+ (+ 0 (* 4 (+ 0 (* w706_0 1)))) w706_byte))))
 (and (and (>= w706_0 0) (< w706_0 4)) (and (>= w706_byte 0) (< w706_byte 4)) $x75)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r705_0 1)))) held_byte0)))
(assert
 (let (($x134 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s707_0 1)))) s707_byte))))
 (and (and (>= s707_0 0) (< s707_0 4)) (and (>= s707_byte 0) (< s707_byte 4)) $x134)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s707_0 1)))) held_byte1)))
(assert
 (let (($x690 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s708_0 1)))) s708_byte))))
 (and (and (>= s708_0 0) (< s708_0 16)) (and (>= s708_byte 0) (< s708_byte 4)) $x690)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s708_0 1)))) held_byte2)))
(assert
 (let (($x411 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s709_0 1)))) s709_byte))))
 (and (and (>= s709_0 0) (< s709_0 4)) (and (>= s709_byte 0) (< s709_byte 4)) $x411)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s709_0 1)))) held_byte3)))
(assert
 (let (($x330 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s710_0 1)))) s710_byte))))
 (and (and (>= s710_0 0) (< s710_0 16)) (and (>= s710_byte 0) (< s710_byte 4)) $x330)))
(assert
 (let (($x613 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x613)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s710_0 1)))) held_byte4)))
(assert
 (let (($x651 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s711_0 1)))) s711_byte))))
 (and (and (>= s711_0 0) (< s711_0 16)) (and (>= s711_byte 0) (< s711_byte 4)) $x651)))
(assert
 (let (($x431 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x431)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s711_0 1)))) held_byte5)))
(assert
 (let (($x224 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s712_0 1)))) s712_byte))))
 (and (and (>= s712_0 0) (< s712_0 16)) (and (>= s712_byte 0) (< s712_byte 4)) $x224)))
(assert
 (let (($x283 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x443 (or false)))
(or $x443 (not $x283)))))
(check-sat)
