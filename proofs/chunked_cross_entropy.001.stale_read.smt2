; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r613_byte () Int)
(declare-fun r613_0 () Int)
(declare-fun byte () Int)
(declare-fun w614_byte () Int)
(declare-fun w614_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s615_byte () Int)
(declare-fun s615_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s616_byte () Int)
(declare-fun s616_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s617_byte () Int)
(declare-fun s617_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s618_byte () Int)
(declare-fun s618_0 () Int)
(assert
 (let (($x64 (= byte (+ (+ 0 (* 4 (+ 0 (* r613_0 1)))) r613_byte))))
 (and (and (>= r613_0 0) (< r613_0 16)) (and (>= r613_byte 0) (< r613_byte 4)) $x64)))
(assert
 (let (($x621 (= byte (+ (+ 0 (* 4 (+ 0 (* w614_0 1)))) w614_byte))))
 (and (and (>= w614_0 0) (< w614_0 4)) (and (>= w614_byte 0) (< w614_byte 4)) $x621)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r613_0 1)))) held_byte0)))
(assert
 (let (($x124 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s615_0 1)))) s615_byte))))
 (and (and (>= s615_0 0) (< s615_0 16)) (and (>= s615_byte 0) (< s615_byte 4)) $x124)))
(assert
 (let (($x327 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x327)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s615_0 1)))) held_byte1)))
(assert
 (let (($x231 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s616_0 1)))) s616_byte))))
 (and (and (>= s616_0 0) (< s616_0 16)) (and (>= s616_byte 0) (< s616_byte 4)) $x231)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s616_0 1)))) held_byte2)))
(assert
 (let (($x402 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s617_0 1)))) s617_byte))))
 (and (and (>= s617_0 0) (< s617_0 16)) (and (>= s617_byte 0) (< s617_byte 4)) $x402)))
(assert
 (let (($x618 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x618)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s617_0 1)))) held_byte3)))
(assert
 (let (($x454 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s618_0 1)))) s618_byte))))
(and (and (>= s618_0 0) (< s618_0 4)) (and (>= s618_byte 0) (< s618_byte 4)) $x454)))
(check-sat)
