; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r50_byte () Int)
(declare-fun r50_0 () Int)
(declare-fun byte () Int)
(declare-fun w51_byte () Int)
(declare-fun w51_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s52_byte () Int)
(declare-fun s52_0 () Int)
(assert
 (let (($x219 (= byte (+ (+ 0 (* 4 (+ 0 (* r50_0 1)))) r50_byte))))
 (and (and (>= r50_0 0) (< r50_0 32)) (and (>= r50_byte 0) (< r50_byte 4)) $x219)))
(assert
 (let (($x83 (= byte (+ (+ 0 (* 4 (+ 1 (* w51_0 2)))) w51_byte))))
 (and (and (>= w51_0 0) (< w51_0 16)) (and (>= w51_byte 0) (< w51_byte 4)) $x83)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r50_0 1)))) held_byte)))
(assert
 (let (($x66 (= observed (+ (+ 0 (* 4 (+ 0 (* s52_0 1)))) s52_byte))))
 (and (and (>= s52_0 0) (< s52_0 32)) (and (>= s52_byte 0) (< s52_byte 4)) $x66)))
(assert
 (let (($x42 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 2) 16) (= (mod (- (div (- byte 0) 4) 1) 2) 0))))
(or (or false) (not $x42))))
(check-sat)
