; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r655_byte () Int)
(declare-fun r655_0 () Int)
(declare-fun byte () Int)
(declare-fun w656_byte () Int)
(declare-fun w656_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s657_byte () Int)
(declare-fun s657_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s658_byte () Int)
(declare-fun s658_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s659_byte () Int)
(declare-fun s659_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s660_byte () Int)
(declare-fun s660_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s661_byte () Int)
(declare-fun s661_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s662_byte () Int)
(declare-fun s662_0 () Int)
(assert
 (let (($x718 (= byte (+ (+ 0 (* 4 (+ 0 (* r655_0 1)))) r655_byte))))
 (and (and (>= r655_0 0) (< r655_0 16)) (and (>= r655_byte 0) (< r655_byte 4)) $x718)))
(assert
 (let (($x501 (= byte (+ (+ 0 (* 4 (+ 0 (* w656_0 1)))) w656_byte))))
 (and (and (>= w656_0 0) (< w656_0 4)) (and (>= w656_byte 0) (< w656_byte 4)) $x501)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r655_0 1)))) held_byte0)))
(assert
 (let (($x707 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s657_0 1)))) s657_byte))))
 (and (and (>= s657_0 0) (< s657_0 16)) (and (>= s657_byte 0) (< s657_byte 4)) $x707)))
(assert
 (let (($x485 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x485)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s657_0 1)))) held_byte1)))
(assert
 (let (($x553 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s658_0 1)))) s658_byte))))
 (and (and (>= s658_0 0) (< s658_0 16)) (and (>= s658_byte 0) (< s658_byte 4)) $x553)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s658_0 1)))) held_byte2)))
(assert
 (let (($x656 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s659_0 1)))) s659_byte))))
 (and (and (>= s659_0 0) (< s659_0 4)) (and (>= s659_byte 0) (< s659_byte 4)) $x656)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s659_0 1)))) held_byte3)))
(assert
 (let (($x663 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s660_0 1)))) s660_byte))))
 (and (and (>= s660_0 0) (< s660_0 16)) (and (>= s660_byte 0) (< s660_byte 4)) $x663)))
(assert
 (let (($x331 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x331)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s660_0 1)))) held_byte4)))
(assert
 (let (($x134 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s661_0 1)))) s661_byte))))
 (and (and (>= s661_0 0) (< s661_0 4)) (and (>= s661_byte 0) (< s661_byte 4)) $x134)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s661_0 1)))) held_byte5)))
(assert
 (let (($x103 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s662_0 1)))) s662_byte))))
 (and (and (>= s662_0 0) (< s662_0 16)) (and (>= s662_byte 0) (< s662_byte 4)) $x103)))
(assert
 (let (($x677 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x310 (or false)))
(or $x310 (not $x677)))))
(check-sat)
