; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r669_byte () Int)
(declare-fun r669_0 () Int)
(declare-fun byte () Int)
(declare-fun w670_byte () Int)
(declare-fun w670_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s671_byte () Int)
(declare-fun s671_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s672_byte () Int)
(declare-fun s672_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s673_byte () Int)
(declare-fun s673_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s674_byte () Int)
(declare-fun s674_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s675_byte () Int)
(declare-fun s675_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s676_byte () Int)
(declare-fun s676_0 () Int)
(assert
 (let (($x563 (= byte (+ (+ 0 (* 4 (+ 0 (* r669_0 1)))) r669_byte))))
 (and (and (>= r669_0 0) (< r669_0 16)) (and (>= r669_byte 0) (< r669_byte 4)) $x563)))
(assert
 (let (($x635 (= byte (+ (+ 0 (* 4 (+ 0 (* w670_0 1)))) w670_byte))))
 (and (and (>= w670_0 0) (< w670_0 4)) (and (>= w670_byte 0) (< w670_byte 4)) $x635)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r669_0 1)))) held_byte0)))
(assert
 (let (($x587 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s671_0 1)))) s671_byte))))
 (and (and (>= s671_0 0) (< s671_0 4)) (and (>= s671_byte 0) (< s671_byte 4)) $x587)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s671_0 1)))) held_byte1)))
(assert
 (let (($x148 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s672_0 1)))) s672_byte))))
 (and (and (>= s672_0 0) (< s672_0 16)) (and (>= s672_byte 0) (< s672_byte 4)) $x148)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s672_0 1)))) held_byte2)))
(assert
 (let (($x155 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s673_0 1)))) s673_byte))))
 (and (and (>= s673_0 0) (< s673_0 16)) (and (>= s673_byte 0) (< s673_byte 4)) $x155)))
(assert
 (let (($x332 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x332)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s673_0 1)))) held_byte3)))
(assert
 (let (($x333 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s674_0 1)))) s674_byte))))
 (and (and (>= s674_0 0) (< s674_0 16)) (and (>= s674_byte 0) (< s674_byte 4)) $x333)))
(assert
 (let (($x239 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x239)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s674_0 1)))) held_byte4)))
(assert
 (let (($x430 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s675_0 1)))) s675_byte))))
 (and (and (>= s675_0 0) (< s675_0 16)) (and (>= s675_byte 0) (< s675_byte 4)) $x430)))
(assert
 (let (($x288 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x288)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s675_0 1)))) held_byte5)))
(assert
 (let (($x170 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s676_0 1)))) s676_byte))))
(and (and (>= s676_0 0) (< s676_0 4)) (and (>= s676_byte 0) (< s676_byte 4)) $x170)))
(check-sat)
