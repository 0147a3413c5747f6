; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r366_byte () Int)
(declare-fun r366_1 () Int)
(declare-fun r366_0 () Int)
(declare-fun byte () Int)
(declare-fun w367_byte () Int)
(declare-fun w367_1 () Int)
(declare-fun w367_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s368_byte () Int)
(declare-fun s368_1 () Int)
(declare-fun s368_0 () Int)
(assert
 (let ((?x42284 (+ 0 (* 4 (+ 0 (+ (* r366_0 8) (* r366_1 1)))))))
 (and (and (>= r366_0 0) (< r366_0 16)) (and (>= r366_1 0) (< r366_1 8)) (and (>= r366_byte 0) (< r366_byte 4)) (= byte (+ ?x42284 r366_byte)))))
(assert
 (let ((?x1041 (+ 0 (* 4 (+ 32 (+ (* w367_0 8) (* w367_1 1)))))))
 (and (and (>= w367_0 0) (< w367_0 4)) (and (>= w367_1 0) (< w367_1 8)) (and (>= w367_byte 0) (< w367_byte 4)) (= byte (+ ?x1041 w367_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x42284 (+ 0 (* 4 (+ 0 (+ (* r366_0 8) (* r366_1 1)))))))
 (= observed (+ ?x42284 held_byte))))
(assert
 (let ((?x252 (+ 0 (* 4 (+ 0 (+ (* s368_0 1) (* s368_1 8)))))))
 (and (and (>= s368_0 0) (< s368_0 8)) (and (>= s368_1 0) (< s368_1 16)) (and (>= s368_byte 0) (< s368_byte 4)) (= observed (+ ?x252 s368_byte)))))
(assert
 (let (($x282 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x217 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x1708 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x217 $x282)))
(or (or false) (not $x1708))))))
(check-sat)
