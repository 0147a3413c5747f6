; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r677_byte () Int)
(declare-fun r677_0 () Int)
(declare-fun byte () Int)
(declare-fun w678_byte () Int)
(declare-fun w678_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s679_byte () Int)
(declare-fun s679_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s680_byte () Int)
(declare-fun s680_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s681_byte () Int)
(declare-fun s681_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s682_byte () Int)
(declare-fun s682_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s683_byte () Int)
(declare-fun s683_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s684_byte () Int)
(declare-fun s684_0 () Int)
(assert
 (let (($x49 (= byte (+ (+ 0 (* 4 (+ 0 (* r677_0 1)))) r677_byte))))
 (and (and (>= r677_0 0) (< r677_0 16)) (and (>= r677_byte 0) (< r677_byte 4)) $x49)))
(assert
 (let (($x199 (= byte (+ (+ 0 (* 4 (+ 0 (* w678_0 1)))) w678_byte))))
 (and (and (>= w678_0 0) (< w678_0 4)) (and (>= w678_byte 0) (< w678_byte 4)) $x199)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r677_0 1)))) held_byte0)))
(assert
 (let (($x388 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s679_0 1)))) s679_byte))))
 (and (and (>= s679_0 0) (< s679_0 4)) (and (>= s679_byte 0) (< s679_byte 4)) $x388)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s679_0 1)))) held_byte1)))
(assert
 (let (($x380 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s680_0 1)))) s680_byte))))
 (and (and (>= s680_0 0) (< s680_0 16)) (and (>= s680_byte 0) (< s680_byte 4)) $x380)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s680_0 1)))) held_byte2)))
(assert
 (let (($x640 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s681_0 1)))) s681_byte))))
 (and (and (>= s681_0 0) (< s681_0 16)) (and (>= s681_byte 0) (< s681_byte 4)) $x640)))
(assert
 (let (($x332 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x332)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s681_0 1)))) held_byte3)))
(assert
 (let (($x416 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s682_0 1)))) s682_byte))))
 (and (and (>= s682_0 0) (< s682_0 16)) (and (>= s682_byte 0) (< s682_byte 4)) $x416)))
(assert
 (let (($x239 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x239)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s682_0 1)))) held_byte4)))
(assert
 (let (($x312 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s683_0 1)))) s683_byte))))
 (and (and (>= s683_0 0) (< s683_0 16)) (and (>= s683_byte 0) (< s683_byte 4)) $x312)))
(assert
 (let (($x288 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x288)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s683_0 1)))) held_byte5)))
(assert
 (let (($x698 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s684_0 1)))) s684_byte))))
 (and (and (>= s684_0 0) (< s684_0 16)) (and (>= s684_byte 0) (< s684_byte 4)) $x698)))
(assert
 (let (($x534 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x310 (or false)))
(or $x310 (not $x534)))))
(check-sat)
