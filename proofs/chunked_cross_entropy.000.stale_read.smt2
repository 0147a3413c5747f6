; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r496_byte () Int)
(declare-fun r496_0 () Int)
(declare-fun byte () Int)
(declare-fun w497_byte () Int)
(declare-fun w497_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s498_byte () Int)
(declare-fun s498_0 () Int)
(assert
 (let (($x399 (= byte (+ (+ 0 (* 4 (+ 0 (* r496_0 1)))) r496_byte))))
 (and (and (>= r496_0 0) (< r496_0 16)) (and (>= r496_byte 0) (< r496_byte 4)) $x399)))
(assert
 (let (($x421 (= byte (+ (+ 0 (* 4 (+ 0 (* w497_0 1)))) w497_byte))))
 (and (and (>= w497_0 0) (< w497_0 4)) (and (>= w497_byte 0) (< w497_byte 4)) $x421)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r496_0 1)))) held_byte)))
(assert
 (let (($x61 (= observed (+ (+ 0 (* 4 (+ 0 (* s498_0 1)))) s498_byte))))
 (and (and (>= s498_0 0) (< s498_0 16)) (and (>= s498_byte 0) (< s498_byte 4)) $x61)))
(assert
 (let (($x164 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x436 (or false)))
 (or $x436 (not $x164)))))
(assert
 (let (($x975 (and (>= (- (div (- observed 0) 4) 0) 0) (< (div (- (div (- observed 0) 4) 0) 1) 4) (= (mod (- (div (- observed 0) 4) 0) 1) 0))))
(let (($x436 (or false)))
(or $x436 (not $x975)))))
(check-sat)
