; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (slice_scatter_3 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r445_byte () Int)
(declare-fun r445_0 () Int)
(declare-fun byte () Int)
(declare-fun w446_byte () Int)
(declare-fun w446_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s447_byte () Int)
(declare-fun s447_0 () Int)
(assert
 (let (($x1047 (= byte (+ (+ 0 (* 4 (+ 0 (* r445_0 1)))) r445_byte))))
 (and (and (>= r445_0 0) (< r445_0 64)) (and (>= r445_byte 0) (< r445_byte 4)) $x1047)))
(assert
 (let (($x645 (= byte (+ (+ 0 (* 4 (+ 32 (* w446_0 1)))) w446_byte))))
 (and (and (>= w446_0 0) (< w446_0 32)) (and (>= w446_byte 0) (< w446_byte 4)) $x645)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r445_0 1)))) held_byte)))
(assert
 (let (($x59 (= observed (+ (+ 0 (* 4 (+ 0 (* s447_0 1)))) s447_byte))))
 (and (and (>= s447_0 0) (< s447_0 64)) (and (>= s447_byte 0) (< s447_byte 4)) $x59)))
(assert
 (let (($x1043 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x1043))))
(check-sat)
