; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r635_byte () Int)
(declare-fun r635_0 () Int)
(declare-fun byte () Int)
(declare-fun w636_byte () Int)
(declare-fun w636_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s637_byte () Int)
(declare-fun s637_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s638_byte () Int)
(declare-fun s638_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s639_byte () Int)
(declare-fun s639_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s640_byte () Int)
(declare-fun s640_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s641_byte () Int)
(declare-fun s641_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s642_byte () Int)
(declare-fun s642_0 () Int)
(assert
 (let (($x160 (= byte (+ (+ 0 (* 4 (+ 0 (* r635_0 1)))) r635_byte))))
 (and (and (>= r635_0 0) (< r635_0 16)) (and (>= r635_byte 0) (< r635_byte 4)) $x160)))
(assert
 (let (($x436 (= byte (+ (+ 0 (* 4 (+ 0 (* w636_0 1)))) w636_byte))))
 (and (and (>= w636_0 0) (< w636_0 4)) (and (>= w636_byte 0) (< w636_byte 4)) $x436)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r635_0 1)))) held_byte0)))
(assert
 (let (($x617 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s637_0 1)))) s637_byte))))
 (and (and (>= s637_0 0) (< s637_0 16)) (and (>= s637_byte 0) (< s637_byte 4)) $x617)))
(assert
 (let (($x327 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x327)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s637_0 1)))) held_byte1)))
(assert
 (let (($x284 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s638_0 1)))) s638_byte))))
 (and (and (>= s638_0 0) (< s638_0 16)) (and (>= s638_byte 0) (< s638_byte 4)) $x284)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s638_0 1)))) held_byte2)))
(assert
 (let (($x698 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s639_0 1)))) s639_byte))))
 (and (and (>= s639_0 0) (< s639_0 16)) (and (>= s639_byte 0) (< s639_byte 4)) $x698)))
(assert
 (let (($x618 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x618)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s639_0 1)))) held_byte3)))
(assert
 (let (($x360 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s640_0 1)))) s640_byte))))
 (and (and (>= s640_0 0) (< s640_0 16)) (and (>= s640_byte 0) (< s640_byte 4)) $x360)))
(assert
 (let (($x109 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x109)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s640_0 1)))) held_byte4)))
(assert
 (let (($x501 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s641_0 1)))) s641_byte))))
 (and (and (>= s641_0 0) (< s641_0 4)) (and (>= s641_byte 0) (< s641_byte 4)) $x501)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s641_0 1)))) held_byte5)))
(assert
 (let (($x477 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s642_0 1)))) s642_byte))))
 (and (and (>= s642_0 0) (< s642_0 16)) (and (>= s642_byte 0) (< s642_byte 4)) $x477)))
(assert
 (let (($x475 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x443 (or false)))
(or $x443 (not $x475)))))
(check-sat)
