; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r693_byte () Int)
(declare-fun r693_0 () Int)
(declare-fun byte () Int)
(declare-fun w694_byte () Int)
(declare-fun w694_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s695_byte () Int)
(declare-fun s695_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s696_byte () Int)
(declare-fun s696_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s697_byte () Int)
(declare-fun s697_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s698_byte () Int)
(declare-fun s698_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s699_byte () Int)
(declare-fun s699_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s700_byte () Int)
(declare-fun s700_0 () Int)
(assert
 (let (($x487 (= byte (+ (+ 0 (* 4 (+ 0 (* r693_0 1)))) r693_byte))))
 (and (and (>= r693_0 0) (< r693_0 16)) (and (>= r693_byte 0) (< r693_byte 4)) $x487)))
(assert
 (let (($x318 (= byte (+ (+ 0 (* 4 (+ 0 (* w694_0 1)))) w694_byte))))
 (and (and (>= w694_0 0) (< w694_0 4)) (and (>= w694_byte 0) (< w694_byte 4)) $x318)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r693_0 1)))) held_byte0)))
(assert
 (let (($x700 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s695_0 1)))) s695_byte))))
 (and (and (>= s695_0 0) (< s695_0 4)) (and (>= s695_byte 0) (< s695_byte 4)) $x700)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s695_0 1)))) held_byte1)))
(assert
 (let (($x127 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s696_0 1)))) s696_byte))))
 (and (and (>= s696_0 0) (< s696_0 16)) (and (>= s696_byte 0) (< s696_byte 4)) $x127)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s696_0 1)))) held_byte2)))
(assert
 (let (($x588 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s697_0 1)))) s697_byte))))
 (and (and (>= s697_0 0) (< s697_0 4)) (and (>= s697_byte 0) (< s697_byte 4)) $x588)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s697_0 1)))) held_byte3)))
(assert
 (let (($x496 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s698_0 1)))) s698_byte))))
 (and (and (>= s698_0 0) (< s698_0 16)) (and (>= s698_byte 0) (< s698_byte 4)) $x496)))
(assert
 (let (($x239 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x239)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s698_0 1)))) held_byte4)))
(assert
 (let (($x385 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s699_0 1)))) s699_byte))))
 (and (and (>= s699_0 0) (< s699_0 16)) (and (>= s699_byte 0) (< s699_byte 4)) $x385)))
(assert
 (let (($x367 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x367)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s699_0 1)))) held_byte5)))
(assert
 (let (($x218 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s700_0 1)))) s700_byte))))
(and (and (>= s700_0 0) (< s700_0 4)) (and (>= s700_byte 0) (< s700_byte 4)) $x218)))
(check-sat)
