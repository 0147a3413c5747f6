; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r407_byte () Int)
(declare-fun r407_1 () Int)
(declare-fun r407_0 () Int)
(declare-fun byte () Int)
(declare-fun w408_byte () Int)
(declare-fun w408_1 () Int)
(declare-fun w408_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s409_byte () Int)
(declare-fun s409_1 () Int)
(declare-fun s409_0 () Int)
(assert
 (let ((?x517 (+ 0 (* 4 (+ 0 (+ (* r407_0 8) (* r407_1 1)))))))
 (and (and (>= r407_0 0) (< r407_0 16)) (and (>= r407_1 0) (< r407_1 8)) (and (>= r407_byte 0) (< r407_byte 4)) (= byte (+ ?x517 r407_byte)))))
(assert
 (let ((?x206 (+ 0 (* 4 (+ 32 (+ (* w408_0 8) (* w408_1 1)))))))
 (and (and (>= w408_0 0) (< w408_0 4)) (and (>= w408_1 0) (< w408_1 8)) (and (>= w408_byte 0) (< w408_byte 4)) (= byte (+ ?x206 w408_byte)))))
(assert
 (let (($x484 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x262 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x610 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x262 $x484)))
 (or (or false) (not $x610))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x517 (+ 0 (* 4 (+ 0 (+ (* r407_0 8) (* r407_1 1)))))))
 (= carried0 (+ ?x517 held_byte0))))
(assert
 (let ((?x452 (+ 0 (* 4 (+ 0 (+ (* s409_0 8) (* s409_1 1)))))))
(and (and (>= s409_0 0) (< s409_0 16)) (and (>= s409_1 0) (< s409_1 8)) (and (>= s409_byte 0) (< s409_byte 4)) (= carried0 (+ ?x452 s409_byte)))))
(check-sat)
