; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r713_byte () Int)
(declare-fun r713_0 () Int)
(declare-fun byte () Int)
(declare-fun w714_byte () Int)
(declare-fun w714_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s715_byte () Int)
(declare-fun s715_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s716_byte () Int)
(declare-fun s716_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s717_byte () Int)
(declare-fun s717_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s718_byte () Int)
(declare-fun s718_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s719_byte () Int)
(declare-fun s719_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s720_byte () Int)
(declare-fun s720_0 () Int)
(assert
 (let (($x530 (= byte (+ (+ 0 (* 4 (+ 0 (* r713_0 1)))) r713_byte))))
 (and (and (>= r713_0 0) (< r713_0 16)) (and (>= r713_byte 0) (< r713_byte 4)) $x530)))
(assert
 (let (($x426 (= byte (+ (+ 0 (* 4 (+ 0 (* w714_0 1)))) w714_byte))))
 (and (and (>= w714_0 0) (< w714_0 4)) (and (>= w714_byte 0) (< w714_byte 4)) $x426)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r713_0 1)))) held_byte0)))
(assert
 (let (($x370 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s715_0 1)))) s715_byte))))
 (and (and (>= s715_0 0) (< s715_0 4)) (and (>= s715_byte 0) (< s715_byte 4)) $x370)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s715_0 1)))) held_byte1)))
(assert
 (let (($x594 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s716_0 1)))) s716_byte))))
 (and (and (>= s716_0 0) (< s716_0 16)) (and (>= s716_byte 0) (< s716_byte 4)) $x594)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s716_0 1)))) held_byte2)))
(assert
 (let (($x167 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s717_0 1)))) s717_byte))))
 (and (and (>= s717_0 0) (< s717_0 4)) (and (>= s717_byte 0) (< s717_byte 4)) $x167)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s717_0 1)))) held_byte3)))
(assert
 (let (($x500 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s718_0 1)))) s718_byte))))
 (and (and (>= s718_0 0) (< s718_0 16)) (and (>= s718_byte 0) (< s718_byte 4)) $x500)))
(assert
 (let (($x613 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x613)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s718_0 1)))) held_byte4)))
(assert
 (let (($x496 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s719_0 1)))) s719_byte))))
 (and (and (>= s719_0 0) (< s719_0 4)) (and (>= s719_byte 0) (< s719_byte 4)) $x496)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s719_0 1)))) held_byte5)))
(assert
 (let (($x658 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s720_0 1)))) s720_byte))))
 (and (and (>= s720_0 0) (< s720_0 16)) (and (>= s720_byte 0) (< s720_byte 4)) $x658)))
(assert
 (let (($x283 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x443 (or false)))
(or $x443 (not $x283)))))
(check-sat)
