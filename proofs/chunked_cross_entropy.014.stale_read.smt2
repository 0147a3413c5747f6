; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r709_byte () Int)
(declare-fun r709_0 () Int)
(declare-fun byte () Int)
(declare-fun w710_byte () Int)
(declare-fun w710_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s711_byte () Int)
(declare-fun s711_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s712_byte () Int)
(declare-fun s712_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s713_byte () Int)
(declare-fun s713_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s714_byte () Int)
(declare-fun s714_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s715_byte () Int)
(declare-fun s715_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s716_byte () Int)
(declare-fun s716_0 () Int)
(assert
 (let (($x577 (= byte (+ (+ 0 (* 4 (+ 0 (* r709_0 1)))) r709_byte))))
 (and (and (>= r709_0 0) (< r709_0 16)) (and (>= r709_byte 0) (< r709_byte 4)) $x577)))
(assert
 (let (($x217 (= byte (+ (+ 0 (* 4 (+ 0 (* w710_0 1)))) w710_byte))))
 (and (and (>= w710_0 0) (< w710_0 4)) (and (>= w710_byte 0) (< w710_byte 4)) $x217)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r709_0 1)))) held_byte0)))
(assert
 (let (($x482 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s711_0 1)))) s711_byte))))
 (and (and (>= s711_0 0) (< s711_0 4)) (and (>= s711_byte 0) (< s711_byte 4)) $x482)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s711_0 1)))) held_byte1)))
(assert
 (let (($x528 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s712_0 1)))) s712_byte))))
 (and (and (>= s712_0 0) (< s712_0 16)) (and (>= s712_byte 0) (< s712_byte 4)) $x528)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s712_0 1)))) held_byte2)))
(assert
 (let (($x712 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s713_0 1)))) s713_byte))))
 (and (and (>= s713_0 0) (< s713_0 4)) (and (>= s713_byte 0) (< s713_byte 4)) $x712)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s713_0 1)))) held_byte3)))
(assert
 (let (($x644 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s714_0 1)))) s714_byte))))
 (and (and (>= s714_0 0) (< s714_0 16)) (and (>= s714_byte 0) (< s714_byte 4)) $x644)))
(assert
 (let (($x239 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x239)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s714_0 1)))) held_byte4)))
(assert
 (let (($x456 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s715_0 1)))) s715_byte))))
 (and (and (>= s715_0 0) (< s715_0 4)) (and (>= s715_byte 0) (< s715_byte 4)) $x456)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s715_0 1)))) held_byte5)))
(assert
 (let (($x227 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s716_0 1)))) s716_byte))))
 (and (and (>= s716_0 0) (< s716_0 16)) (and (>= s716_byte 0) (< s716_byte 4)) $x227)))
(assert
 (let (($x657 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x310 (or false)))
(or $x310 (not $x657)))))
(check-sat)
