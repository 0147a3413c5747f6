; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r336_byte () Int)
(declare-fun r336_1 () Int)
(declare-fun r336_0 () Int)
(declare-fun byte () Int)
(declare-fun w337_byte () Int)
(declare-fun w337_1 () Int)
(declare-fun w337_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s338_byte () Int)
(declare-fun s338_1 () Int)
(declare-fun s338_0 () Int)
(assert
 (let ((?x382 (+ 0 (* 4 (+ 0 (+ (* r336_0 16) (* r336_1 1)))))))
 (and (and (>= r336_0 0) (< r336_0 8)) (and (>= r336_1 0) (< r336_1 16)) (and (>= r336_byte 0) (< r336_byte 4)) (= byte (+ ?x382 r336_byte)))))
(assert
 (let ((?x1186 (+ 0 (* 4 (+ 0 (+ (* w337_0 16) (* w337_1 1)))))))
 (and (and (>= w337_0 0) (< w337_0 8)) (and (>= w337_1 0) (< w337_1 8)) (and (>= w337_byte 0) (< w337_byte 4)) (= byte (+ ?x1186 w337_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x382 (+ 0 (* 4 (+ 0 (+ (* r336_0 16) (* r336_1 1)))))))
 (= observed (+ ?x382 held_byte))))
(assert
 (let ((?x755 (+ 0 (* 4 (+ 8 (+ (* s338_0 16) (* s338_1 1)))))))
 (and (and (>= s338_0 0) (< s338_0 8)) (and (>= s338_1 0) (< s338_1 8)) (and (>= s338_byte 0) (< s338_byte 4)) (= observed (+ ?x755 s338_byte)))))
(assert
 (let (($x1306 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x562 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x1039 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x562 $x1306)))
(or (or false) (not $x1039))))))
(check-sat)
