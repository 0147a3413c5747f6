; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r817_byte () Int)
(declare-fun r817_0 () Int)
(declare-fun byte () Int)
(declare-fun w818_byte () Int)
(declare-fun w818_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s819_byte () Int)
(declare-fun s819_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s820_byte () Int)
(declare-fun s820_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s821_byte () Int)
(declare-fun s821_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s822_byte () Int)
(declare-fun s822_0 () Int)
(assert
 (let (($x720 (= byte (+ (+ 0 (* 4 (+ 0 (* r817_0 1)))) r817_byte))))
 (and (and (>= r817_0 0) (< r817_0 16)) (and (>= r817_byte 0) (< r817_byte 4)) $x720)))
(assert
 (let (($x551 (= byte (+ (+ 0 (* 4 (+ 8 (* w818_0 1)))) w818_byte))))
 (and (and (>= w818_0 0) (< w818_0 4)) (and (>= w818_byte 0) (< w818_byte 4)) $x551)))
(assert
 (let (($x643 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x643)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r817_0 1)))) held_byte0)))
(assert
 (let (($x599 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s819_0 1)))) s819_byte))))
 (and (and (>= s819_0 0) (< s819_0 16)) (and (>= s819_byte 0) (< s819_byte 4)) $x599)))
(assert
 (let (($x567 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 4) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x567)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s819_0 1)))) held_byte1)))
(assert
 (let (($x382 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s820_0 1)))) s820_byte))))
 (and (and (>= s820_0 0) (< s820_0 16)) (and (>= s820_byte 0) (< s820_byte 4)) $x382)))
(assert
 (let (($x170 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x170)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s820_0 1)))) held_byte2)))
(assert
 (let (($x548 (= carried2 (+ (+ 0 (* 4 (+ 12 (* s821_0 1)))) s821_byte))))
 (and (and (>= s821_0 0) (< s821_0 4)) (and (>= s821_byte 0) (< s821_byte 4)) $x548)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s821_0 1)))) held_byte3)))
(assert
 (let (($x363 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s822_0 1)))) s822_byte))))
(and (and (>= s822_0 0) (< s822_0 16)) (and (>= s822_byte 0) (< s822_byte 4)) $x363)))
(check-sat)
