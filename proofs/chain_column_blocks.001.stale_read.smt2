; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r570_byte () Int)
(declare-fun r570_1 () Int)
(declare-fun r570_0 () Int)
(declare-fun byte () Int)
(declare-fun w571_byte () Int)
(declare-fun w571_1 () Int)
(declare-fun w571_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s572_byte () Int)
(declare-fun s572_1 () Int)
(declare-fun s572_0 () Int)
(assert
 (let ((?x305 (+ 0 (* 4 (+ 0 (+ (* r570_0 32) (* r570_1 1)))))))
 (and (and (>= r570_0 0) (< r570_0 8)) (and (>= r570_1 0) (< r570_1 32)) (and (>= r570_byte 0) (< r570_byte 4)) (= byte (+ ?x305 r570_byte)))))
(assert
 (let ((?x1187 (+ 0 (* 4 (+ 0 (+ (* w571_0 32) (* w571_1 1)))))))
 (and (and (>= w571_0 0) (< w571_0 8)) (and (>= w571_1 0) (< w571_1 8)) (and (>= w571_byte 0) (< w571_byte 4)) (= byte (+ ?x1187 w571_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x305 (+ 0 (* 4 (+ 0 (+ (* r570_0 32) (* r570_1 1)))))))
 (= observed (+ ?x305 held_byte))))
(assert
 (let ((?x34 (+ 0 (* 4 (+ 0 (+ (* s572_0 32) (* s572_1 1)))))))
 (and (and (>= s572_0 0) (< s572_0 8)) (and (>= s572_1 0) (< s572_1 32)) (and (>= s572_byte 0) (< s572_byte 4)) (= observed (+ ?x34 s572_byte)))))
(assert
 (let (($x1264 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x51 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x114 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x51 $x1264)))
 (let (($x1031 (or false)))
 (or $x1031 (not $x114)))))))
(assert
 (let (($x239 (= (mod (mod (- (div (- observed 0) 4) 8) 32) 1) 0)))
(let (($x375 (< (div (mod (- (div (- observed 0) 4) 8) 32) 1) 8)))
(let (($x1179 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 32) 8) $x375 $x239)))
(let (($x1031 (or false)))
(or $x1031 (not $x1179)))))))
(check-sat)
