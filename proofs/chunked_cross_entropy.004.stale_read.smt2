; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r631_byte () Int)
(declare-fun r631_0 () Int)
(declare-fun byte () Int)
(declare-fun w632_byte () Int)
(declare-fun w632_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s633_byte () Int)
(declare-fun s633_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s634_byte () Int)
(declare-fun s634_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s635_byte () Int)
(declare-fun s635_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s636_byte () Int)
(declare-fun s636_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s637_byte () Int)
(declare-fun s637_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s638_byte () Int)
(declare-fun s638_0 () Int)
(assert
 (let (($x456 (= byte (+ (+ 0 (* 4 (+ 0 (* r631_0 1)))) r631_byte))))
 (and (and (>= r631_0 0) (< r631_0 16)) (and (>= r631_byte 0) (< r631_byte 4)) $x456)))
(assert
 (let (($x380 (= byte (+ (+ 0 (* 4 (+ 0 (* w632_0 1)))) w632_byte))))
 (and (and (>= w632_0 0) (< w632_0 4)) (and (>= w632_byte 0) (< w632_byte 4)) $x380)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r631_0 1)))) held_byte0)))
(assert
 (let (($x492 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s633_0 1)))) s633_byte))))
 (and (and (>= s633_0 0) (< s633_0 16)) (and (>= s633_byte 0) (< s633_byte 4)) $x492)))
(assert
 (let (($x485 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x485)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s633_0 1)))) held_byte1)))
(assert
 (let (($x593 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s634_0 1)))) s634_byte))))
 (and (and (>= s634_0 0) (< s634_0 16)) (and (>= s634_byte 0) (< s634_byte 4)) $x593)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s634_0 1)))) held_byte2)))
(assert
 (let (($x614 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s635_0 1)))) s635_byte))))
 (and (and (>= s635_0 0) (< s635_0 16)) (and (>= s635_byte 0) (< s635_byte 4)) $x614)))
(assert
 (let (($x184 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x184)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s635_0 1)))) held_byte3)))
(assert
 (let (($x490 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s636_0 1)))) s636_byte))))
 (and (and (>= s636_0 0) (< s636_0 16)) (and (>= s636_byte 0) (< s636_byte 4)) $x490)))
(assert
 (let (($x331 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x331)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s636_0 1)))) held_byte4)))
(assert
 (let (($x306 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s637_0 1)))) s637_byte))))
 (and (and (>= s637_0 0) (< s637_0 4)) (and (>= s637_byte 0) (< s637_byte 4)) $x306)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s637_0 1)))) held_byte5)))
(assert
 (let (($x610 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s638_0 1)))) s638_byte))))
 (and (and (>= s638_0 0) (< s638_0 16)) (and (>= s638_byte 0) (< s638_byte 4)) $x610)))
(assert
 (let (($x56 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x310 (or false)))
(or $x310 (not $x56)))))
(check-sat)
