; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r498_byte () Int)
(declare-fun r498_0 () Int)
(declare-fun byte () Int)
(declare-fun w499_byte () Int)
(declare-fun w499_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s500_byte () Int)
(declare-fun s500_0 () Int)
(assert
 (let (($x496 (= byte (+ (+ 0 (* 4 (+ 0 (* r498_0 1)))) r498_byte))))
 (and (and (>= r498_0 0) (< r498_0 16)) (and (>= r498_byte 0) (< r498_byte 4)) $x496)))
(assert
 (let (($x130 (= byte (+ (+ 0 (* 4 (+ 0 (* w499_0 1)))) w499_byte))))
 (and (and (>= w499_0 0) (< w499_0 4)) (and (>= w499_byte 0) (< w499_byte 4)) $x130)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r498_0 1)))) held_byte)))
(assert
 (let (($x3830 (= observed (+ (+ 0 (* 4 (+ 0 (* s500_0 1)))) s500_byte))))
 (and (and (>= s500_0 0) (< s500_0 16)) (and (>= s500_byte 0) (< s500_byte 4)) $x3830)))
(assert
 (let (($x1046 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x23 (or false)))
 (or $x23 (not $x1046)))))
(assert
 (let (($x645 (and (>= (- (div (- observed 0) 4) 0) 0) (< (div (- (div (- observed 0) 4) 0) 1) 4) (= (mod (- (div (- observed 0) 4) 0) 1) 0))))
(let (($x23 (or false)))
(or $x23 (not $x645)))))
(check-sat)
